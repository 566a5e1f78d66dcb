import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Next resolves 'server-only' itself; in tests it is an empty module.
    '^server-only$': '<rootDir>/jest.server-only.js',
    '^next/cache$': '<rootDir>/jest.next-cache.js',
  },
  testMatch: ['<rootDir>/{app,lib,components,messages}/**/*.test.{ts,tsx}'],
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};

// ESM-only packages must be transformed; next/jest puts '/node_modules/' first in
// transformIgnorePatterns, so replace the patterns after it builds the config (DESIGN.md).
const esm = [
  'next-intl',
  'use-intl',
  '@formatjs',
  'intl-messageformat',
  'feed',
  'd3-[a-z-]+',
  'topojson-client',
  'entities',
  // sanitize-html 2.17.6+ parses with htmlparser2 12, which is ESM-only like its dom* helpers.
  'htmlparser2',
  'dom[a-z-]+',
  // The share cards' reference comparison (lib/cards/look.test.ts).
  'pixelmatch',
  // The tus server and its HTTP layer (lib/upload/tus).
  '@tus',
  'srvx',
].join('|');

export default async function jestConfig() {
  const built = await createJestConfig(config)();
  built.transformIgnorePatterns = [
    `/node_modules/(?!(${esm})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return built;
}
