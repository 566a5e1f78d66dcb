import localFont from 'next/font/local';

// Self-hosted from @fontsource packages: next/font/google needs the network at build time.
// Neither face is preloaded: both are declared in the one [locale] layout, so next/font would
// preload both on every page; instead each falls back with adjusted metrics and swaps in.
export const latin = localFont({
  src: [
    // next/font/local writes no unicode-range, so the two faces differ in nothing and the browser
    // tries the last one first for every character: latin must be last. With latin-ext last, its
    // arrival re-laid the text out in a fallback until latin came (a layout shift on the home hero).
    {
      path: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
      weight: '100 900',
      style: 'normal',
    },
    {
      path: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
      weight: '100 900',
      style: 'normal',
    },
  ],
  variable: '--font-latin',
  display: 'swap',
  preload: false,
  fallback: ['system-ui', 'Segoe UI', 'Arial'],
});

export const arabic = localFont({
  src: [
    {
      path: '../node_modules/@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2',
      weight: '100 900',
      style: 'normal',
    },
  ],
  variable: '--font-arabic',
  display: 'swap',
  preload: false,
  fallback: ['Tahoma', 'Arial'],
});
