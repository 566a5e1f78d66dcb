'use client';

import { useState } from 'react';
import ContentImage from '@/components/ui/ContentImage';

export const STRIP_PLACEHOLDER = '/content/placeholder.webp';

export interface StripImageProps {
  src: string | null;
  className?: string;
}

/** A card image that shows the placeholder when there is none or it fails to load (spec §8). */
export default function StripImage({ src, className }: StripImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : STRIP_PLACEHOLDER;
  return (
    <ContentImage
      src={shown}
      alt=""
      fill
      sizes="(max-width: 768px) 100vw, 380px"
      className={className}
      onError={() => setFailed(src)}
    />
  );
}
