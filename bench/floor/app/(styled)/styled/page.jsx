import HeroImage from '../../HeroImage';

export default function Page() {
  return (
    <main>
      <HeroImage />
      <h1>Water resources in the member states</h1>
      <p>
        The bare page with one stylesheet the size of the site&apos;s and the site&apos;s hero
        picture: what a stylesheet and a picture cost above the floor.
      </p>
    </main>
  );
}
