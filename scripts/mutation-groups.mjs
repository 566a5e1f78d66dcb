// The groups of source files that mutation testing measures, each reported on its own
// (stryker.config.mjs, scripts/mutation.mjs). The order is smallest first, for `all`.
export const groups = {
  'cards-serve': ['lib/cards/serve.ts'],
  normalize: ['lib/search/normalize.ts'],
  format: ['lib/format.ts'],
  edge: ['lib/edge/**/*.{ts,mjs}'],
  seo: ['lib/seo/**/*.ts'],
  upload: ['lib/upload/**/*.ts'],
  provider: ['lib/provider/**/*.ts'],
};
