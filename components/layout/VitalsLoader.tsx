/**
 * Loads `/vitals.js` (the visitors' Core Web Vitals, lib/vitals/beacon.ts) once the page has
 * loaded and the main thread is free: nothing of it is requested or run before the paint, nor
 * counted in a route's first-load JavaScript, and a visit that leaves before `load` sends nothing.
 * An inline script rather than a client component, as LocalePreference: it needs no React, and
 * it is the same on every page (its hash is in each page's CSP, server-preload.mjs).
 */
export default function VitalsLoader() {
  const script =
    `addEventListener('load',function(){(window.requestIdleCallback||setTimeout)(function(){` +
    `var s=document.createElement('script');s.src='/vitals.js';s.async=true;document.head.appendChild(s)})})`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
