'use client';

import { useState, type ImgHTMLAttributes } from 'react';

export type StripImageAttributes = ImgHTMLAttributes<HTMLImageElement>;

export interface StripImageProps {
  /** The card's image, as next/image's attributes computed on the server; null when it has none. */
  image: StripImageAttributes | null;
  /** The placeholder, the same way: shown when there is no image or it fails to load. */
  placeholder: StripImageAttributes;
}

/** A card image that shows the placeholder when there is none or it fails to load. */
export default function StripImage({ image, placeholder }: StripImageProps) {
  // The address that failed: a new image (another src) gets its own chance.
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const shown = image && image.src !== failed ? image : placeholder;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's own.
    <img
      {...shown}
      alt=""
      onError={shown === image ? () => setFailed(image.src as string) : undefined}
    />
  );
}
