import { getImageProps, type ImageProps } from 'next/image';
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';

export type ContentImageProps = Omit<ImageProps, 'src' | 'onLoad' | 'onError'> & { src: string };

/**
 * The `<img>` attributes next/image would render: resized, re-encoded, lazy unless priority. A
 * priority image is also fetched at high priority unless the caller chooses: Next 16's `priority`
 * no longer says so itself (its `<img>` and the preload had no `fetchpriority`), and the page's
 * largest picture then waited at Chrome's low priority for images until its layout
 * (docs/measured.md, "The largest paint").
 */
export function contentImageProps({ src, alt, ...rest }: ContentImageProps) {
  const fetchPriority = rest.fetchPriority ?? (rest.priority ? 'high' : undefined);
  return withoutDefaultStyle(
    getImageProps({ src, alt, ...rest, fetchPriority }).props,
    rest.fill === true,
  );
}

/** next/image's own inline styles: the box of a `fill` image, and what every image gets. */
const IMAGE_STYLE: Record<string, unknown> = { color: 'transparent' };
const FILL_STYLE: Record<string, unknown> = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
  objectFit: undefined,
  objectPosition: undefined,
  ...IMAGE_STYLE,
};

/**
 * next/image's inline style as classes of the site's stylesheet instead (base.css: `img`,
 * `.image-fill`). Inline, it was written twice per image, in the markup and again in the RSC
 * payload: about 270 bytes an image, 4 kB of the home page (docs/measured.md, "HTML: the frame
 * was carried twice"). A style
 * the caller gives is kept.
 */
function withoutDefaultStyle<P extends { style?: CSSProperties; className?: string }>(
  attributes: P,
  fill: boolean,
): P {
  const defaults = fill ? FILL_STYLE : IMAGE_STYLE;
  const own = Object.entries(attributes.style ?? {}).filter(
    ([key, value]) => !(key in defaults && defaults[key] === value),
  );
  const className = [attributes.className, fill ? 'image-fill' : undefined]
    .filter(Boolean)
    .join(' ');
  // Absent rather than undefined: an undefined prop still costs `"style":"$undefined"` in the payload.
  const result = { ...attributes };
  delete result.style;
  delete result.className;
  if (own.length) result.style = Object.fromEntries(own);
  if (className) result.className = className;
  return result;
}

/**
 * Provider images through next/image's optimiser: our own files and the remote provider's alike
 * are resized and re-encoded by the site, so the browser loads every image from the site itself.
 * The provider's image host is allowed in next.config (`images.remotePatterns`, fixed at build from
 * PROVIDER_API_URL or PROVIDER_IMAGE_ORIGINS); an image from any other host is refused.
 *
 * A server component drawing a plain `<img>` from `getImageProps`, not next/image's client
 * component: the same attributes, but no image code in the browser's JavaScript
 * (docs/measured.md, "First-load JavaScript"). A priority image is preloaded, as next/image does,
 * at the priority its `<img>` has.
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
