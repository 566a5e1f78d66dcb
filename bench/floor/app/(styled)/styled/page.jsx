import hero from '../hero.json';

export default function Page() {
  return (
    <main>
      {/* As the site's hero: in the HTML, eager, at high priority, sized for a phone; a plain
          <img>, so that the reference carries no image component's script. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={hero.src}
        width={hero.width}
        height={hero.height}
        alt=""
        fetchPriority="high"
        style={{ width: '100%', height: 'auto' }}
      />
      <h1>Water resources in the member states</h1>
      <p>
        The bare page with one stylesheet the size of the site&apos;s and the site&apos;s hero
        picture: what a stylesheet and a picture cost above the floor.
      </p>
    </main>
  );
}
