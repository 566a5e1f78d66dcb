// Stryker's buildCommand (stryker.config.mjs), run inside its sandbox copy of the project, never
// in the working tree. Stryker learns which test covers which mutant from its wrapper around the
// test environment, which it puts in place of jest.config.mjs's `testEnvironment`; a test file
// that names its own environment in a docblock (`@jest-environment node`) bypasses that wrapper,
// and Jest resolves docblock environments without the config's resolver. So, in the copy, such
// files name Stryker's wrapper of the same environment instead.
// https://stryker-mutator.io/docs/stryker-js/jest-runner/#coverage-analysis
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const wrappers = {
  node: '@stryker-mutator/jest-runner/jest-env/node',
  jsdom: '@stryker-mutator/jest-runner/jest-env/jsdom',
};
const docblock = /@jest-environment (node|jsdom)\b/;

let rewritten = 0;
for (const folder of ['app', 'components', 'lib', 'messages']) {
  for (const entry of await readdir(folder, { recursive: true })) {
    if (!/\.test\.tsx?$/.test(entry)) continue;
    const file = join(folder, entry);
    const source = await readFile(file, 'utf8');
    if (!docblock.test(source)) continue;
    await writeFile(
      file,
      source.replace(docblock, (_, env) => `@jest-environment ${wrappers[env]}`),
    );
    rewritten += 1;
  }
}
console.log(`[mutation] ${rewritten} test files use Stryker's wrapped environment in the sandbox`);
