import localFont from 'next/font/local';

// Self-hosted from @fontsource packages: next/font/google needs the network at build time.
// No face is preloaded: all are declared in the one [locale] layout, so next/font would preload
// each on every page; instead each falls back with adjusted metrics and swaps in, and the server
// applies the faces only after the first paint (server-critical-css.mjs, docs/phone.md).
export const latin = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  variable: '--font-latin',
  display: 'swap',
  preload: false,
  fallback: ['system-ui', 'Segoe UI', 'Arial'],
});

/**
 * Inter's Latin Extended letters (ş, ğ, ā, ő…), a face of its own with @fontsource's
 * unicode-range, so that only a page with such a letter downloads it (86 kB; no page of the
 * embedded content has one). In one family with the Latin face it was fetched on every page,
 * because next/font/local writes no unicode-range. It comes first in the font stack and has no
 * fallback of its own: for every other character the browser goes on to the Latin face, and
 * while it loads, the Latin face stands in.
 */
export const latinExtended = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  variable: '--font-latin-ext',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
    },
  ],
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

/** The classes that define the font variables, for the `<html>` of every document. */
export const fontVariables = [latin.variable, latinExtended.variable, arabic.variable].join(' ');
