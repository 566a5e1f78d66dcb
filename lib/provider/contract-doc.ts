/**
 * docs/content-api.md as data, for the tests that hold the code to it
 * (`lib/embedded-provider/contract.test.ts`: what the embedded provider sends;
 * `lib/provider/contract.test.ts`: what the site reads, and what it does when a field is missing).
 * A call row this parser cannot use is kept in `SKIPPED`, which the tests require to be empty,
 * so no row escapes them by being malformed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const DOC = readFileSync(path.join(process.cwd(), 'docs/content-api.md'), 'utf8');

export type Row = Record<string, string>;

/** The Markdown tables of a text, each with the line before it (a label such as "`/countries`:"). */
export function tables(text: string): { label: string; rows: Row[] }[] {
  const found: { label: string; rows: Row[] }[] = [];
  const lines = text.split('\n');
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
  for (let i = 0; i < lines.length; i += 1) {
    if (!lines[i]!.startsWith('|') || !lines[i + 1]?.startsWith('| -')) continue;
    const header = cells(lines[i]!);
    const rows: Row[] = [];
    let j = i + 2;
    for (; lines[j]?.startsWith('|'); j += 1) {
      const values = cells(lines[j]!);
      rows.push(Object.fromEntries(header.map((name, k) => [name, values[k] ?? ''])));
    }
    const label =
      lines
        .slice(0, i)
        .reverse()
        .find((line) => line.trim() !== '') ?? '';
    found.push({ label, rows });
    i = j;
  }
  return found;
}

/** The text between a heading and the next heading of the same or a higher level. */
function sections(text: string, level: number): { title: string; body: string }[] {
  const marker = `${'#'.repeat(level)} `;
  const parts = text.split(new RegExp(`^(?=#{1,${level}} )`, 'm'));
  return parts
    .filter((part) => part.startsWith(marker))
    .map((part) => ({ title: part.slice(marker.length, part.indexOf('\n')), body: part }));
}

export const code = (cell: string) => /`([^`]+)`/.exec(cell)?.[1] ?? '';

export interface Field {
  name: string;
  type: string;
  required: boolean;
  localised: boolean;
  /** The column "when missing or malformed", as written. */
  fallback: string;
}

export const fieldsOf = (rows: Row[]): Field[] =>
  rows.map((row) => ({
    name: code(row.field!),
    type: code(row.type!),
    required: row.required === 'yes',
    localised: row.localised === 'yes',
    fallback: row['when missing or malformed'] ?? '',
  }));

/** Envelope name → where its records are (`data.data`…). */
export const ENVELOPES = new Map(
  tables(DOC)
    .find((table) => table.rows[0] && 'records at' in table.rows[0])!
    .rows.map((row) => [code(row.envelope!), code(row['records at']!)]),
);

/** The paginator's own fields (`current_page`…). */
export const PAGING = fieldsOf(
  tables(DOC.slice(DOC.indexOf('### Envelopes'), DOC.indexOf('### Field types'))).find(
    (table) => table.rows[0] && 'field' in table.rows[0],
  )!.rows,
);

export interface Call {
  section: string;
  method: string;
  path: string;
  envelope: string;
  example: string;
  fields: Field[];
  row: Row;
}

/** `GET /news/{id}` → a pattern of the paths it stands for (`/news/3`, `/news/a-slug`). */
export function pathPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{[a-z]+\}/g, '[^/]+')}$`);
}

const calls: Call[] = [];
/** Call rows the parser could not use, each with why: the tests require none. */
export const SKIPPED: string[] = [];

for (const { title, body } of sections(DOC.slice(DOC.indexOf('## Calls')), 3)) {
  const all = tables(body);
  const callRows = all.flatMap((table) =>
    table.rows[0] && 'call' in table.rows[0] ? table.rows : [],
  );
  const fieldTables = all.filter((table) => table.rows[0] && 'field' in table.rows[0]);
  for (const row of callRows) {
    const [method, callPath] = code(row.call ?? '').split(' ');
    const envelope = code(row.envelope ?? '');
    const example = code(row.example ?? '');
    // A section with several field tables labels each with its call's path.
    const own =
      fieldTables.find((table) => code(table.label) === callPath) ??
      fieldTables.find((table) => !/^`\/[^`]*`:$/.test(table.label.trim()));
    const problems = [
      !method || !callPath ? 'no method and path' : '',
      ENVELOPES.has(envelope) ? '' : `envelope "${row.envelope}" is not a documented one`,
      example ? '' : 'no example',
      own && own.rows.length > 0 ? '' : 'no field table',
    ].filter(Boolean);
    if (problems.length > 0) {
      SKIPPED.push(`${title}: "${row.call}": ${problems.join(', ')}`);
      continue;
    }
    calls.push({
      section: title,
      method: method!,
      path: callPath!,
      envelope,
      example,
      fields: fieldsOf(own!.rows),
      row,
    });
  }
}

export const CALLS: readonly Call[] = calls;
