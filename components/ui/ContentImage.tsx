import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

export type ContentImageProps = Omit<ImageProps, 'src' | 'onLoad' | 'onError'> & { src: string };

/** The `<img>` attributes next/image would render: resized, re-encoded, lazy unless priority. */
export function contentImageProps({ src, alt, ...rest }: ContentImageProps) {
  return getImageProps({ src, alt, ...rest }).props;
}

/**
 * Provider images through next/image's optimiser: our own files and the remote provider's alike
 * are resized and re-encoded by the site, so the browser loads every image from the site itself.
 * The provider's image host is allowed in next.config (`images.remotePatterns`, fixed at build from
 * PROVIDER_API_URL or PROVIDER_IMAGE_ORIGINS); an image from any other host is refused.
 *
 * A server component drawing a plain `<img>` from `getImageProps`, not next/image's client
 * component: the same attributes, but no image code in the browser's JavaScript
 * (docs/measured.md, "First-load JavaScript"). A priority image is preloaded, as next/image does.
 */
export default function ContentImage(props: ContentImageProps) {
  const attributes = contentImageProps(props);
  if (props.priority || props.preload) {
    preload(attributes.src, {
      as: 'image',
      imageSrcSet: attributes.srcSet,
      imageSizes: attributes.sizes,
      ...(attributes.fetchPriority ? { fetchPriority: attributes.fetchPriority } : {}),
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's own.
  return <img {...attributes} alt={props.alt} />;
}
