/** The sprite's address: public/brand/icons.svg, cached like the rest of /brand (next.config). */
export const ICON_SPRITE = '/brand/icons.svg';

export type SpriteIconName = 'facebook' | 'x' | 'youtube' | 'linkedin' | 'instagram' | 'search';

/**
 * A decorative icon drawn from the site's sprite (one symbol per icon, each on a 24×24 grid,
 * painted in currentColor): a few dozen bytes of markup where the shape itself was hundreds.
 */
export default function SpriteIcon({ name, size = 18 }: { name: SpriteIconName; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
