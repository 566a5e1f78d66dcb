// html-validate's configuration for the site's server HTML (e2e/html-and-links.spec.ts, and
// `npx html-validate file.html`). The standard and accessibility presets, minus the rules that
// judge how React serialises valid HTML rather than whether it is valid. Each exception says why.
/** @type {import('html-validate').ConfigData} */
const config = {
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: {
    // React writes void elements as `<meta/>`: valid HTML, a serialisation choice we cannot change.
    'void-style': 'off',
    // React writes `srcSet`, `hrefLang`, `dateTime`: HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React writes boolean attributes as `async=""`, `hidden=""`, `inert=""`: valid forms.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // next/image and React put inline `style` on images and hidden boxes; valid, and allowed by
    // the site's CSP. Our own components use CSS Modules.
    'no-inline-style': 'off',
    // Typographic advice (no line break inside a phone number), not validity.
    'tel-non-breaking': 'off',
    // A list may carry a name in ARIA 1.2 ("Follow us", "Topics"); screen readers announce it.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Titles are content titles plus the site's name; search engines shorten long ones.
    'long-title': 'off',
    // HTML allows any id without spaces; React's useId and Next's scripts start ids with "_".
    'valid-id': ['error', { relaxed: true }],
    // Not in the presets, and the one structural check screen-reader users rely on most: headings
    // start at one <h1> and go down one level at a time (a dialog starts its own outline).
    // Provider rich text is levelled to fit (lib/sanitize.ts). https://html-validate.org/rules/heading-level.html
    'heading-level': 'error',
  },
};

export default config;
