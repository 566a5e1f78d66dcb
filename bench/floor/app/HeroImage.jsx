import hero from './(styled)/hero.json';

/**
 * The site's hero picture as the references show it: in the HTML, eager, at high priority, sized
 * for a phone; a plain <img>, so that a reference carries no image component's script.
 */
export default function HeroImage() {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={hero.src}
      width={hero.width}
      height={hero.height}
      alt=""
      fetchPriority="high"
      style={{ width: '100%', height: 'auto' }}
    />
  );
}
