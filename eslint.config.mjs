import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Modules form a tree: a cycle makes the load order decide what is initialised.
      'import/no-cycle': 'error',
    },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'playwright-report-faulty/**',
      'playwright-report-redis/**',
      'playwright-report-edge/**',
      'playwright-report-image/**',
      'playwright-report-compose/**',
      // The stack's state (scripts/stack.mjs), and the benchmark's, with their copies of the build.
      '.stack/**',
      '.bench-data/**',
      'public/**',
    ],
  },
];

export default config;
