// `npm run test:rules`: checks Prometheus's rules (deploy/prometheus/*.rules.yml) and runs their
// unit tests (deploy/prometheus/tests/*.test.yml: input series, each alert firing and not) with
// Debian's promtool. Without promtool it says how to get it and skips; under CI=true that fails.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const dir = path.join('deploy', 'prometheus');
const promtool = spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' });
if (promtool.status !== 0) {
  console.error(
    [
      'No promtool for the alerting rules’ tests. Install Debian’s prometheus and run again:',
      '  sudo apt-get install -y prometheus',
    ].join('\n'),
  );
  if (process.env.CI) process.exit(1);
  console.error('Skipped: the Prometheus rules (deploy/prometheus).');
  process.exit(0);
}
const files = (folder, suffix) =>
  readdirSync(folder)
    .filter((name) => name.endsWith(suffix))
    .map((name) => path.join(folder, name));
const rules = files(dir, '.rules.yml');
const tests = files(path.join(dir, 'tests'), '.test.yml');
if (rules.length === 0 || tests.length === 0) {
  console.error(`No rules or no tests in ${dir}.`);
  process.exit(1);
}
for (const args of [
  ['check', 'rules', ...rules],
  ['test', 'rules', ...tests],
]) {
  const result = spawnSync('promtool', args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
