// Writes the embedded content multiplied, for measuring how the site's costs grow with its
// archive (docs/scale.md): news, events, publications, projects and stories, each copied
// `scale` times with new ids, slugs, dates further back and words of their own, into a directory the embedded
// provider reads at run time when CONTENT_DIR names it. Nothing is committed: the copies are data
// for a benchmark, and the showcase content stays what the tests read.
//   node scripts/scale-content.mjs --scale=40 [--out=.bench-data/content-x40]
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The kinds of the archive: those that grow as the network publishes. */
export const SCALED_KINDS = ['news', 'events', 'publications', 'projects', 'stories'];

/** Copy k's ids are the original's plus k × this, so no two copies share an id. */
const ID_STEP = 1000;
/** Copy k is dated k × this many days before the original: the archive reaches back in time. */
const DAYS_BACK = 120;

const DAY_MS = 24 * 60 * 60 * 1000;

function shiftDate(date, days) {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** A day as the content writes it: a calendar date, or days from today (events). */
function shiftDay(day, days) {
  if (day && typeof day === 'object' && 'offset_days' in day)
    return { offset_days: day.offset_days - days };
  if (day && typeof day === 'object' && 'date' in day) return { date: shiftDate(day.date, days) };
  return day;
}

/**
 * A real archive's vocabulary grows with it (Heaps' law: some n^0.6 distinct words in n texts),
 * and the search's cost grows with the vocabulary; verbatim copies would keep ×1's. So in copy k,
 * a quarter of the distinct words of five letters or more, chosen by a hash of the word and k, are
 * replaced by a coined word: the same letters in another order. Scripts, word lengths and text
 * lengths stay the showcase's; at ×40 the vocabulary is about ten times ×1's (40^0.6 ≈ 9).
 */
const COINED_SHARE = 0.25;

/** FNV-1a, 32 bits: a stable hash, the same on every machine and run. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The word's letters reordered by a generator seeded with the word and the copy. */
function coin(word, k) {
  const letters = [...word];
  let seed = hash(`${k}\u0000${word}`);
  for (let i = letters.length - 1; i > 0; i -= 1) {
    seed = Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) >>> 0;
    const j = seed % (i + 1);
    [letters[i], letters[j]] = [letters[j], letters[i]];
  }
  return letters.join('');
}

/** A text of copy k: HTML tags and entities (`&hellip;`) kept, some words coined. */
function vary(text, k) {
  return text
    .split(/(<[^>]*>)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/(?<!&)[\p{L}\p{M}]{5,}/gu, (word) =>
            hash(`${k}:${word}`) / 2 ** 32 < COINED_SHARE ? coin(word, k) : word,
          ),
    )
    .join('');
}

/** Every localised text (`{ en, fr, ar, fa }`) inside a value, varied for copy k. */
function varyTexts(value, k) {
  if (Array.isArray(value)) return value.map((item) => varyTexts(item, k));
  if (typeof value !== 'object' || value === null) return value;
  const localised = 'en' in value && 'ar' in value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      localised && typeof child === 'string' ? vary(child, k) : varyTexts(child, k),
    ]),
  );
}

/** Copy number `k` (1 and up) of one record. */
function copy(record, k) {
  const days = k * DAYS_BACK;
  const next = { ...varyTexts(record, k), id: record.id + k * ID_STEP };
  if (typeof record.slug === 'string') next.slug = `${record.slug}-${k + 1}`;
  for (const key of ['date', 'start_date', 'end_date']) {
    if (key in record) next[key] = shiftDate(record[key], days);
  }
  for (const key of ['start', 'end']) {
    if (key in record) next[key] = shiftDay(record[key], days);
  }
  return next;
}

/** The records and `scale - 1` copies of each: `scale` times as many, every id unique. */
export function multiply(records, scale) {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be 1 or more: ${scale}`);
  if (records.some((record) => record.id >= ID_STEP))
    throw new Error(`ids must stay below ${ID_STEP} for the copies' ids to be unique`);
  return Array.from({ length: scale }, (_, k) =>
    k === 0 ? records : records.map((record) => copy(record, k)),
  ).flat();
}

/** Writes the scaled kinds into `out` (created), read from `source` (the repository's content/). */
export async function writeScaledContent({ scale, out, source = path.resolve('content') }) {
  await mkdir(out, { recursive: true });
  const counts = {};
  for (const kind of SCALED_KINDS) {
    const records = JSON.parse(await readFile(path.join(source, `${kind}.json`), 'utf8'));
    const scaled = multiply(records, scale);
    counts[kind] = scaled.length;
    await writeFile(path.join(out, `${kind}.json`), JSON.stringify(scaled));
  }
  return counts;
}

async function main() {
  const option = (name) =>
    process.argv
      .slice(2)
      .find((arg) => arg.startsWith(`--${name}=`))
      ?.slice(name.length + 3);
  const scale = Number(option('scale') ?? 10);
  const out = path.resolve(option('out') ?? path.join('.bench-data', `content-x${scale}`));
  const counts = await writeScaledContent({ scale, out });
  console.log(`${out}: ${JSON.stringify(counts)}`);
  console.log(`Build and serve with CONTENT_DIR=${out} to read it.`);
}

// Run as a command; imported by bench/scale.mjs and the unit tests.
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve('scripts/scale-content.mjs')
) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
