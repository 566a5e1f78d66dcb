// The static mutants a part run with Stryker's `--ignoreStatic` leaves untested, tested one at a
// time: each is written into its file, the Jest tests related to that file run (`--findRelatedTests`,
// stopping at the first failure; those in the file's own directory first, the rest only if they
// pass), and the file is put back. Why: under Stryker a static mutant
// (code that runs when its module loads: a table, a signature, a limit) reloads every test of the
// part, one after the other (about 85 s each for `upload`'s `shared` part on this machine, over two
// hours for its 107); here one file's related tests answer in seconds. A failing test is a kill,
// a pass a survival, as in Stryker; the tests are first run unmutated, and the run stops if any
// of them fails without a mutant. Unlike Stryker, nothing is type-checked
// first: a mutant that strict TypeScript would refuse (Stryker's compile error, left out of a score)
// is run all the same, so a kill here may be one Stryker would not have counted.
//
//   node scripts/with-redis.mjs "node scripts/static-mutants.mjs reports/mutation/upload/shared/mutation.json"
//
// Run it on a clean clone (it rewrites the mutated files while it runs, and restores them on exit
// or interruption); it prints the table, and with `--record <group>-<part>` writes it beside the
// benchmarks: bench/results/<date>-mutation-<group>-<part>-static.md and .json.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resultsFile } from '../bench/results-file.mjs';

/**
 * The source with one mutant applied. Stryker's report gives a mutant's place as 1-based lines and
 * columns, its end exclusive.
 * @param {string} source
 * @param {{ location: { start: { line: number, column: number }, end: { line: number, column: number } }, replacement?: string }} mutant
 */
export function applyMutant(source, { location, replacement = '' }) {
  const starts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  const offset = ({ line, column }) => {
    const start = starts[line - 1];
    if (start === undefined) throw new Error(`line ${line} is past the end of the source`);
    return start + column - 1;
  };
  const from = offset(location.start);
  const to = offset(location.end);
  if (to < from || to > source.length) throw new Error('a mutant outside its source');
  return source.slice(0, from) + replacement + source.slice(to);
}

/**
 * The mutants of a report that Stryker left untested because they are static, by file.
 * @param {{ files: Record<string, { mutants: { status: string }[] }> }} report
 */
export function ignoredByFile(report) {
  return Object.entries(report.files)
    .map(([file, { mutants }]) => ({
      file,
      mutants: mutants.filter((mutant) => mutant.status === 'Ignored'),
    }))
    .filter(({ mutants }) => mutants.length > 0);
}

/**
 * Runs the Jest tests of some files: with `near`, the test files of their own directories (which
 * answer most mutants in seconds); without, every test related to them (`--findRelatedTests`).
 * @param {string[]} files
 * @param {boolean} near
 * @returns {'pass' | 'fail' | 'timeout'}
 */
function runTests(files, near) {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const directories = [...new Set(files.map((file) => path.resolve(path.dirname(file))))];
  const run = spawnSync(
    'npx',
    [
      'jest',
      '--ci',
      '--silent',
      '--bail',
      ...(near
        ? directories.map((directory) => `^${escape(directory)}/[^/]+\\.test\\.tsx?$`)
        : ['--findRelatedTests', ...files]),
    ],
    { encoding: 'utf8', timeout: 10 * 60_000, env: process.env },
  );
  if (run.error) return 'timeout';
  if (near && run.status !== 0 && /No tests found/.test(run.stdout + run.stderr)) return 'pass';
  return run.status === 0 ? 'pass' : 'fail';
}

/**
 * A mutant's fate: killed by the tests beside its file, or else by any related test.
 * @param {string} file
 */
function judge(file) {
  const near = runTests([file], true);
  return near === 'fail' ? near : runTests([file], false);
}

async function main() {
  const args = process.argv.slice(2);
  const recordAt = args.indexOf('--record');
  const record = recordAt >= 0 ? args.splice(recordAt, 2)[1] : null;
  const [reportPath] = args;
  if (!reportPath) throw new Error('usage: static-mutants.mjs <mutation.json> [--record <name>]');
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const files = ignoredByFile(report);
  /** @type {Map<string, string>} */
  const originals = new Map();
  const restore = () => {
    for (const [file, source] of originals) writeFileSync(file, source);
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      restore();
      process.exit(130);
    });

  const started = Date.now();
  const loadAtStart = os.loadavg()[0].toFixed(1);
  const rows = [];
  const survivors = [];
  const all = files.map(({ file }) => file);
  for (const near of [true, false])
    if (runTests(all, near) !== 'pass')
      throw new Error(
        `the tests ${near ? 'beside' : 'related to'} the files fail without a mutant`,
      );
  for (const { file, mutants } of files) {
    const source = readFileSync(file, 'utf8');
    originals.set(file, source);
    const counts = { killed: 0, survived: 0, timedOut: 0 };
    try {
      for (const mutant of mutants) {
        writeFileSync(file, applyMutant(source, mutant));
        const result = judge(file);
        if (result === 'fail') counts.killed += 1;
        else if (result === 'timeout') counts.timedOut += 1;
        else {
          counts.survived += 1;
          survivors.push(
            `${file}:${mutant.location.start.line} ${mutant.mutatorName} → ${JSON.stringify(mutant.replacement ?? '')}`,
          );
        }
        console.error(`${file}:${mutant.location.start.line} ${mutant.mutatorName}: ${result}`);
      }
    } finally {
      writeFileSync(file, source);
      originals.delete(file);
    }
    rows.push({ file, mutants: mutants.length, ...counts });
  }

  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).stdout.trim();
  const lines = [
    `# Static mutants of ${reportPath}, applied one at a time`,
    '',
    `- Commit: \`${commit}\`; ${minutes} min; \`node scripts/static-mutants.mjs ${reportPath}\``,
    `- Load average (one minute): ${loadAtStart} at the start, ${os.loadavg()[0].toFixed(1)} at the end.`,
    '- Each mutant written into its file; the test files of its directory run, then, if they pass, every test related to it (`--findRelatedTests`), each stopping at its first failure (`--bail`).',
    '- Not type-checked first: Stryker drops a mutant strict TypeScript refuses (a compile error, outside its score); here such a mutant can count as killed.',
    '',
    '| file | static mutants | killed | timed out | survived |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.file} | ${row.mutants} | ${row.killed} | ${row.timedOut} | ${row.survived} |`,
    ),
    '',
    survivors.length ? '## Survivors\n' : 'No survivors.',
    ...survivors.map((line) => `- ${line}`),
    '',
  ];
  const text = lines.join('\n');
  console.log(text);
  if (record) {
    const json = resultsFile(new Date().toISOString().slice(0, 10), `-mutation-${record}-static`);
    writeFileSync(
      json,
      `${JSON.stringify({ report: reportPath, commit, minutes, rows, survivors }, null, 2)}\n`,
    );
    writeFileSync(json.replace(/\.json$/, '.md'), text);
    console.log(`written: ${path.relative(process.cwd(), json)} and .md`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
