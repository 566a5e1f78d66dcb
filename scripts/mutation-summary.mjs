// A mutation run's record, beside the benchmarks' (bench/results/<date>-mutation-<group>[-<part>]
// .json and .md): per file and for the run, Stryker's score, the score counting killed mutants
// only (a timeout is not a kill), and the counts, with the duration, the commit and the load
// average. Read from Stryker's own mutation.json, so the figures are the run's, not retyped.
// Called by scripts/mutation.mjs after each group; by hand: node scripts/mutation-summary.mjs
// <mutation.json> prints the table of a report.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resultsFile } from '../bench/results-file.mjs';

/** Statuses Stryker counts in a score; compile and runtime errors and ignored mutants are not. */
const COUNTED = ['Killed', 'Timeout', 'Survived', 'NoCoverage'];

/** @param {{ status: string }[]} mutants */
export function tally(mutants) {
  const by = (status) => mutants.filter((m) => m.status === status).length;
  const counts = {
    killed: by('Killed'),
    timedOut: by('Timeout'),
    survived: by('Survived'),
    noCoverage: by('NoCoverage'),
    ignored: by('Ignored'),
    compileErrors: by('CompileError'),
    runtimeErrors: by('RuntimeError'),
  };
  const valid = mutants.filter((m) => COUNTED.includes(m.status)).length;
  const pct = (n) => (valid === 0 ? null : Math.round((10_000 * n) / valid) / 100);
  return {
    // Stryker's mutation score: detected (killed or timed out) among the valid mutants.
    score: pct(counts.killed + counts.timedOut),
    killedOnlyScore: pct(counts.killed),
    valid,
    ...counts,
  };
}

/** The per-file and total tallies of a Stryker mutation.json report. */
export function summarize(report) {
  const files = Object.entries(report.files)
    .map(([file, { mutants }]) => ({
      file: path.relative(report.projectRoot ?? process.cwd(), path.resolve(file)) || file,
      ...tally(mutants),
      survivors: mutants
        .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
        .map((m) => ({
          line: m.location.start.line,
          mutator: m.mutatorName,
          replacement: m.replacement ?? '',
          status: m.status,
        })),
    }))
    .sort((a, b) => a.file.localeCompare(b.file));
  return { total: tally(Object.values(report.files).flatMap((f) => f.mutants)), files };
}

const percent = (value) => (value === null ? 'n/a' : `${value.toFixed(2)} %`);
const row = (name, t) =>
  `| ${name} | ${percent(t.score)} | ${percent(t.killedOnlyScore)} | ${t.killed} | ${t.timedOut} | ` +
  `${t.survived} | ${t.noCoverage} | ${t.ignored} | ${t.compileErrors} |`;

export function table(summary) {
  return [
    '| file | score (Stryker) | killed only | killed | timed out | survived | no coverage | ignored | compile errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...summary.files.map((f) => row(`\`${f.file}\``, f)),
    row('**all**', summary.total),
  ].join('\n');
}

function minutes(seconds) {
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/**
 * Writes the record of one group's run and answers the Markdown file's path.
 * @param {{ group: string, part: string, strykerArgs: string[], concurrency: number,
 *   redis: boolean, started: Date, seconds: number, status: number, commit: string,
 *   dirty: boolean, load: number[], cores: number }} run
 */
export async function writeSummary(run) {
  const dir = run.part
    ? `reports/mutation/${run.group}/${run.part}`
    : `reports/mutation/${run.group}`;
  const report = JSON.parse(await readFile(path.join(dir, 'mutation.json'), 'utf8'));
  const summary = summarize(report);
  const loadStats = {
    min: Math.min(...run.load),
    mean: run.load.reduce((a, b) => a + b, 0) / run.load.length,
    max: Math.max(...run.load),
  };
  const name = `-mutation-${run.group}${run.part ? `-${run.part}` : ''}`;
  const jsonFile = resultsFile(run.started.toISOString().slice(0, 10), name);
  const mdFile = jsonFile.replace(/\.json$/, '.md');
  const record = {
    group: run.group,
    part: run.part || null,
    command: ['npm run mutation --', run.group, ...run.strykerArgs].join(' '),
    commit: run.commit,
    uncommittedChanges: run.dirty,
    started: run.started.toISOString(),
    seconds: run.seconds,
    strykerExit: run.status,
    concurrency: run.concurrency,
    redis: run.redis,
    cores: run.cores,
    loadAverage1m: loadStats,
    ...summary,
  };
  await writeFile(jsonFile, `${JSON.stringify(record, null, 2)}\n`);
  const fixed = (n) => n.toFixed(2);
  const t = summary.total;
  const md = [
    `# Mutation run: \`${run.group}\`${run.part ? `, part \`${run.part}\`` : ''}, ${record.started}`,
    '',
    `Written by scripts/mutation.mjs from Stryker's mutation.json (${path.basename(jsonFile)} has the same figures and the survivors).`,
    '',
    `- Command: \`${run.part ? `MUTATION_PART=${run.part} ` : ''}MUTATION_CONCURRENCY=${run.concurrency} ${record.command}\``,
    `- Commit: \`${run.commit}\`${run.dirty ? ' **with uncommitted changes**' : ''}`,
    `- Duration: ${minutes(run.seconds)}; Stryker exit ${run.status}${run.status === 0 ? '' : ' (below the break threshold, or failed)'}`,
    `- Machine: ${run.cores} cores; one-minute load average ${fixed(loadStats.min)} to ${fixed(loadStats.max)} (mean ${fixed(loadStats.mean)}, ${run.load.length} samples)`,
    `- Redis for the tests: ${run.redis ? 'yes (a throwaway redis-server)' : 'no: the Redis tests were skipped'}`,
    `- Score (Stryker: killed and timed out): **${percent(t.score)}**; counting killed mutants only: **${percent(t.killedOnlyScore)}**`,
    '',
    table(summary),
    '',
    '## Survived, or run by no test',
    '',
    ...summary.files.flatMap((f) =>
      f.survivors.map(
        (m) =>
          `- \`${f.file}:${m.line}\` ${m.mutator}${m.status === 'NoCoverage' ? ' (no coverage)' : ''}: \`${m.replacement.replace(/\s+/g, ' ').replaceAll('`', "'").slice(0, 80)}\``,
      ),
    ),
    '',
  ].join('\n');
  await writeFile(mdFile, md);
  return path.relative(process.cwd(), mdFile);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error(
      'usage: node scripts/mutation-summary.mjs reports/mutation/<group>/mutation.json',
    );
    process.exit(2);
  }
  console.log(table(summarize(JSON.parse(await readFile(file, 'utf8')))));
}
