import type { ReactNode } from 'react';

// The document (<html lang dir>) is rendered by app/[locale]/layout.tsx, per language. This
// pass-through root makes [locale] an ordinary segment, so its not-found.tsx is a real boundary:
// an unknown id, and an unknown address ([locale]/[...missing]), then answers 404 with the
// translated page in the server HTML.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
