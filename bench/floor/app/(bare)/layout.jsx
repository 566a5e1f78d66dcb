// The floor: what Next 16 sends for a page with nothing of its own (bench/phone.mjs).
export const metadata = { title: 'Floor', description: 'A bare Next page.' };

export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
