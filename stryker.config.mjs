// Mutation testing (StrykerJS): how strong the unit tests are, measured as the share of small
// deliberate bugs ("mutants") that make some test fail. Run one group at a time with
// `npm run mutation -- <group>` (scripts/mutation.mjs); see docs/testing.md#mutation-testing.
// Options: https://stryker-mutator.io/docs/stryker-js/configuration/

import { groups } from './scripts/mutation-groups.mjs';

// Never mutated: tests, fixtures, the content-API contract test's own parts (docs/content-api.md
// read as data, and the calls it makes: test code, imported by no page), and files that hold only
// types (nothing to break at run time).
const neverMutated = [
  '!**/*.test.ts',
  '!**/__fixtures__/**',
  '!lib/provider/contract-{doc,harness,fallbacks}.ts',
  '!**/*.d.ts',
  '!**/*.d.mts',
  '!lib/provider/types.ts',
];

const group = process.env.MUTATION_GROUP ?? '';
const mutate = groups[group];
if (!mutate) {
  throw new Error(
    `MUTATION_GROUP must be one of ${Object.keys(groups).join(', ')} (got "${group}"); ` +
      'run `npm run mutation -- <group>`',
  );
}
// A run narrowed with `--mutate` names a part (MUTATION_PART=server) so that its report and
// incremental cache sit beside the whole group's, not over them: Stryker writes only the files it
// mutated into both, and a partial run would otherwise discard the rest of the group's results.
const part = process.env.MUTATION_PART ?? '';
if (part && !/^[a-z0-9-]+$/.test(part))
  throw new Error(`MUTATION_PART must be a plain name (got "${part}")`);
const out = part ? `reports/mutation/${group}/${part}` : `reports/mutation/${group}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  packageManager: 'npm',
  testRunner: 'jest',
  // The project's own Jest setup (next/jest, the SWC transform, the module mappers), as `npm run
  // test:unit` runs it; Stryker wraps its test environment to learn which test covers what.
  jest: { projectType: 'custom', configFile: 'jest.config.mjs', enableFindRelatedTests: true },
  // Each mutant runs only the tests that executed its code in the first, unmutated run.
  coverageAnalysis: 'perTest',
  // In the sandbox copy only: test files that name `@jest-environment node` get Stryker's wrapper.
  buildCommand: 'node scripts/mutation-sandbox.mjs',
  // Mutants that do not type-check are dropped before any test runs (strict TypeScript would
  // refuse them at build time, so they are not bugs a test could miss).
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.mutation.json',
  mutate: [...mutate, ...neverMutated],
  // Two cores shared with other work: one test process (and one checker) at a time.
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  // How long a mutant's tests may run beyond their unmutated time × 1.5 before Stryker stops them
  // and counts a timeout (issue 52: a timeout is not a kill). Stryker's 5 s was reached under load
  // by mutants that hang nothing: 60 of `reshape.ts`'s 132 timed out in provider's `reads` part
  // on 6 December, 10 with 30 s on 7 December (docs/measured.md). Longer than Jest's own 5 s a
  // test, too, so a test that a mutant leaves waiting fails by itself, which is a kill.
  timeoutMS: 30_000,
  // Results of the last run per group are reused for unchanged code and tests. The file is a
  // local cache, kept under reports/ (git-ignored): see docs/testing.md#mutation-testing.
  incremental: true,
  incrementalFile: `${out}/incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${out}/index.html` },
  jsonReporter: { fileName: `${out}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  // Below 80 % the run exits non-zero; this is the target of issue 36 for every group.
  thresholds: { high: 90, low: 80, break: 80 },
  // The sandbox needs the sources, tests and the files tests read; not builds or reports.
  ignorePatterns: [
    '.next',
    'reports',
    'coverage',
    'test-results',
    'playwright-report*',
    'bench/tmp',
    '.data',
    '.e2e-data',
    '.bench-data',
    '.stack',
  ],
  tempDirName: '.stryker-tmp',
};

export default config;
