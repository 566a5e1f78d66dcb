import SpriteIcon from './SpriteIcon';

/** The five networks the provider sends links for, in the hero's and the header's order. */
export const SOCIAL_NETWORKS = ['facebook', 'x', 'youtube', 'linkedin', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Brand names are not translated: they name the service, in every language. */
export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
};

export interface SocialIconProps {
  network: SocialNetwork;
  size?: number;
}

/**
 * Simplified brand glyphs in currentColor, decorative (the link carries the name). The shapes
 * live once in a sprite (public/brand/icons.svg) that the browser fetches and caches: drawn inline,
 * each page carried them twice, as markup and again in the RSC payload — 4.6 kB of every page's
 * HTML for the header's five links, twice that on the home page (docs/measured.md, "HTML: the
 * frame was carried twice").
 */
export default function SocialIcon({ network, size = 18 }: SocialIconProps) {
  return <SpriteIcon name={network} size={size} />;
}
