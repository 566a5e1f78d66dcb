import Image, { type ImageProps } from 'next/image';

export type ContentImageProps = Omit<ImageProps, 'src'> & { src: string };

/**
 * Provider images through next/image: our own files and the remote provider's alike are resized
 * and re-encoded by the site, so the browser loads every image from the site itself. The
 * provider's image host is allowed in next.config (`images.remotePatterns`, fixed at build from
 * PROVIDER_API_URL or PROVIDER_IMAGE_ORIGINS); an image from any other host is refused.
 */
export default function ContentImage({ src, alt, ...rest }: ContentImageProps) {
  return <Image src={src} alt={alt} {...rest} />;
}
