import SpriteIcon from '@/components/ui/SpriteIcon';

/** A magnifying glass, decorative: the control it sits in carries the text. */
export default function SearchIcon() {
  return <SpriteIcon name="search" />;
}
