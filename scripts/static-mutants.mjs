// The static mutants a part run with Stryker's `--ignoreStatic` leaves untested, tested one at a
// time: each is written into its file, the Jest tests related to that file run (`--findRelatedTests`,
// stopping at the first failure; those in the file's own directory first, the rest only if they
// pass), and the file is put back. Why: under Stryker a static mutant (code that runs when its
// module loads: a table, a signature, a limit) reloads every test of the part, one after the other
// (about 85 s each for `upload`'s `shared` part on this machine, over two hours for its 107). Here
// the tests beside the file answer most mutants in seconds; only a mutant they miss pays for every
// related test (minutes, as does the unmutated run of them all at the start). A failing test is a
// kill, a pass a survival, as in Stryker; the run stops if a test fails without a mutant. Unlike
// Stryker, nothing is type-checked first: a mutant that strict TypeScript would refuse (Stryker's
// compile error, left out of a score) is run all the same, so a kill here may be one Stryker would
// not have counted.
//
//   node scripts/with-redis.mjs "node scripts/static-mutants.mjs reports/mutation/upload/shared-rules/mutation.json"
//
// Run it on a clean clone: it rewrites the mutated files while it runs and restores them on exit
// or interruption, and refuses to start on a tree with changes (a file left mutated by a run that
// was killed outright). Each result is appended to a journal beside the report
// (`static-mutants.jsonl`), and a later run on the same commit takes up where it stopped: a run can
// outlast a working session. It prints the table, and with `--record <group>-<part>` writes it
// beside the benchmarks: bench/results/<date>-mutation-<group>-<part>-static.md and .json.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
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
 * The static mutants of a report that Stryker did not judge against the tests that load their
 * module, by file: those it ignored, and those it ran only against a test that happened to load
 * the module again (one that resets modules) and found surviving or uncovered there. Such a
 * mutant is marked static but has a test of its own in the report, so `--ignoreStatic` keeps it,
 * and the tests beside its file, which loaded the module once before any test, never ran on it
 * (`upload`'s `shared-types` part, 7 December: `utf16`'s `[]` survived under Stryker, against
 * `deps.test.ts` only, and fails three tests of `file-type.test.ts`).
 * @param {{ files: Record<string, { mutants: { status: string, static?: boolean }[] }> }} report
 */
export function staticByFile(report) {
  const untried = (mutant) =>
    mutant.status === 'Ignored' ||
    (mutant.static === true && (mutant.status === 'Survived' || mutant.status === 'NoCoverage'));
  return Object.entries(report.files)
    .map(([file, { mutants }]) => ({ file, mutants: mutants.filter(untried) }))
    .filter(({ mutants }) => mutants.length > 0);
}

/**
 * A mutant's name in the journal: its file, place, mutator and replacement (a report's ids are
 * not kept from one Stryker run to the next).
 * @param {string} file
 * @param {{ location: { start: { line: number, column: number }, end: { line: number, column: number } }, mutatorName?: string, replacement?: string }} mutant
 */
export function mutantKey(file, { location: { start, end }, mutatorName = '', replacement = '' }) {
  const place = `${start.line}:${start.column}-${end.line}:${end.column}`;
  return `${file}:${place} ${mutatorName} ${JSON.stringify(replacement)}`;
}

/**
 * The journal's results for one commit, by key. A line from another commit is not reused (its
 * code or tests may differ), nor one cut short when a run was killed mid-write.
 * @param {string} text
 * @param {string} commit
 * @returns {Map<string, { key: string, commit: string, result: string, seconds: number }>}
 */
export function journalResults(text, commit) {
  const results = new Map();
  for (const line of text.split('\n')) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (entry?.commit === commit && typeof entry.key === 'string') results.set(entry.key, entry);
  }
  return results;
}

/** The Jest run in progress, stopped with the script if it is interrupted. */
let running = null;

/**
 * Runs the Jest tests of some files: with `near`, the test files of their own directories (which
 * answer most mutants in seconds); without, every test related to them (`--findRelatedTests`).
 * Jest stopped by a signal (the run interrupted) is an error, never a result: it must not be
 * recorded as a kill.
 * @param {string[]} files
 * @param {boolean} near
 * @returns {Promise<'pass' | 'fail' | 'timeout'>}
 */
function runTests(files, near) {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const directories = [...new Set(files.map((file) => path.resolve(path.dirname(file))))];
  const args = near
    ? directories.map((directory) => `^${escape(directory)}/[^/]+\\.test\\.tsx?$`)
    : ['--findRelatedTests', ...files];
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.resolve('node_modules/.bin/jest'),
      ['--ci', '--silent', '--bail', ...args],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    running = child;
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (data) => (output += data));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, 10 * 60_000);
    child.on('error', reject);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      running = null;
      if (timedOut) resolve('timeout');
      else if (signal) reject(new Error(`Jest was stopped by ${signal}`));
      else if (near && status !== 0 && /No tests found/.test(output)) resolve('pass');
      else resolve(status === 0 ? 'pass' : 'fail');
    });
  });
}

/**
 * A mutant's fate: killed by the tests beside its file, or else by any related test.
 * @param {string} file
 */
async function judge(file) {
  const near = await runTests([file], true);
  return near === 'fail' ? near : runTests([file], false);
}

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();

async function main() {
  const args = process.argv.slice(2);
  const recordAt = args.indexOf('--record');
  const record = recordAt >= 0 ? args.splice(recordAt, 2)[1] : null;
  const [reportPath] = args;
  if (!reportPath) throw new Error('usage: static-mutants.mjs <mutation.json> [--record <name>]');
  const changed = git('status', '--porcelain', '--untracked-files=no');
  if (changed)
    throw new Error(
      `the tree has changes (a file left mutated by a run killed outright?); put them back first:\n${changed}`,
    );
  const commit = git('rev-parse', '--short', 'HEAD');
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const files = staticByFile(report);
  const journal = path.join(path.dirname(reportPath), 'static-mutants.jsonl');
  const done = journalResults(existsSync(journal) ? readFileSync(journal, 'utf8') : '', commit);
  const note = (key, result, since) => {
    const entry = { key, commit, result, seconds: Math.round((Date.now() - since) / 1000) };
    appendFileSync(journal, `${JSON.stringify(entry)}\n`);
    done.set(key, entry);
  };

  /** The file being mutated and its source, put back if the run is interrupted. */
  let current = null;
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      if (current) writeFileSync(current.file, current.source);
      running?.kill('SIGKILL');
      process.exit(130);
    });

  const reused = done.size;
  const loadAtStart = os.loadavg()[0].toFixed(1);
  const all = files.map(({ file }) => file);
  for (const near of [true, false]) {
    const which = near ? 'beside' : 'related to';
    const key = `unmutated, the tests ${which} the files`;
    if (done.get(key)?.result === 'pass') continue;
    const since = Date.now();
    if ((await runTests(all, near)) !== 'pass')
      throw new Error(`${key}: a test fails without a mutant`);
    note(key, 'pass', since);
  }
  const rows = [];
  const survivors = [];
  for (const { file, mutants } of files) {
    const source = readFileSync(file, 'utf8');
    const counts = { killed: 0, survived: 0, timedOut: 0, ranByStryker: 0 };
    for (const mutant of mutants) {
      const key = mutantKey(file, mutant);
      if (!done.has(key)) {
        const since = Date.now();
        current = { file, source };
        try {
          writeFileSync(file, applyMutant(source, mutant));
          note(key, await judge(file), since);
        } finally {
          writeFileSync(file, source);
          current = null;
        }
        console.error(`${key}: ${done.get(key).result}`);
      }
      const { result } = done.get(key);
      if (mutant.status !== 'Ignored') counts.ranByStryker += 1;
      if (result === 'fail') counts.killed += 1;
      else if (result === 'timeout') counts.timedOut += 1;
      else {
        counts.survived += 1;
        survivors.push(
          `${file}:${mutant.location.start.line} ${mutant.mutatorName} → ${JSON.stringify(mutant.replacement ?? '')}`,
        );
      }
    }
    rows.push({ file, mutants: mutants.length, ...counts });
  }

  const seconds = [...done.values()].reduce((sum, entry) => sum + entry.seconds, 0);
  const minutes = (seconds / 60).toFixed(1);
  const lines = [
    `# Static mutants of ${reportPath}, applied one at a time`,
    '',
    `- Commit: \`${commit}\`; ${minutes} min of tests; \`node scripts/static-mutants.mjs ${reportPath}\``,
    reused
      ? `- ${reused} results (the unmutated runs included) taken from the journal of an earlier run on the same commit (one that was interrupted, or this one again).`
      : '- In one run.',
    `- Load average (one minute): ${loadAtStart} at the start, ${os.loadavg()[0].toFixed(1)} at the end.`,
    '- Each mutant written into its file; the test files of its directory run, then, if they pass, every test related to it (`--findRelatedTests`), each stopping at its first failure (`--bail`).',
    '- Not type-checked first: Stryker drops a mutant strict TypeScript refuses (a compile error, outside its score); here such a mutant can count as killed.',
    '- Static mutants: those Stryker ignored, and those it ran only against a test that loaded their module again, where they survived or went uncovered (counted by Stryker among its survivors or its uncovered mutants; a kill here moves one to the killed).',
    '',
    "| file | static mutants | of them Stryker's survivors or uncovered | killed | timed out | survived |",
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.file} | ${row.mutants} | ${row.ranByStryker} | ${row.killed} | ${row.timedOut} | ${row.survived} |`,
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
      `${JSON.stringify({ report: reportPath, commit, minutes, reused, rows, survivors }, null, 2)}\n`,
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
