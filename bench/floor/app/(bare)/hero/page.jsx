import HeroImage from '../../HeroImage';

// The third reference: the floor and the site's hero picture, without the stylesheet, which the
// site no longer lets block the paint (server-critical-css.mjs): what the picture alone costs.
export default function Page() {
  return (
    <main>
      <HeroImage />
      <h1>Water resources in the member states</h1>
      <p>The bare page with the site&apos;s hero picture: what a picture costs above the floor.</p>
    </main>
  );
}
