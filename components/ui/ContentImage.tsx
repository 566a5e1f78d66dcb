import Image, { type ImageProps } from 'next/image';

export type ContentImageProps = Omit<ImageProps, 'src'> & { src: string };

/**
 * Provider images through next/image. Our own files are optimised by Next; absolute URLs from a
 * remote provider are shown as they are until their host is allowed in next.config (issue 9).
 */
export default function ContentImage({ src, alt, ...rest }: ContentImageProps) {
  return <Image src={src} alt={alt} unoptimized={/^https?:\/\//.test(src)} {...rest} />;
}
