// The second reference: the floor plus one stylesheet the size of the site's and the site's hero
// picture at a phone's size. bench/floor.mjs writes both before the build (styles.css here, from
// the stylesheets a site page links; public/hero.* from the site's image optimizer), so this
// layout builds only from the bench.
import './styles.css';

export const metadata = { title: 'Floor with a stylesheet and a picture' };

export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
