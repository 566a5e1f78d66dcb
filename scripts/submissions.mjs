// `npm run submissions`: lists what visitors submitted to the embedded provider (DATA_DIR).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Visitors' text as inert characters: control characters (ESC starts the sequences that move
 * the cursor, recolour, retitle or rewrite the operator's terminal), C1 controls and Unicode
 * format characters (a right-to-left override reorders what follows) are shown as \u{…} escapes.
 */
function inert(value) {
  return String(value ?? '').replace(
    /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu,
    (c) => `\\u{${c.codePointAt(0).toString(16)}}`,
  );
}

const dir = path.join(path.resolve(process.env.DATA_DIR || '.data'), 'submissions');
let names = [];
try {
  names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
} catch {
  // No submission yet: the folder is created with the first one.
}
const records = [];
for (const name of names) {
  try {
    records.push(JSON.parse(await readFile(path.join(dir, name), 'utf8')));
  } catch (error) {
    console.error(`Skipping unreadable record ${inert(name)}: ${inert(error.message)}`);
  }
}
records.sort((a, b) => String(a.received_at).localeCompare(String(b.received_at)));
if (records.length === 0) {
  console.log(`No submissions in ${dir}.`);
} else {
  console.log(`${records.length} submission(s) in ${dir}:\n`);
  for (const r of records) {
    const fields = r.fields ?? {};
    const who = inert(fields.company_name || fields.full_name || fields.email || '');
    const target = fields.tender_id
      ? `tender ${inert(fields.tender_id)}`
      : fields.vacancy_id
        ? `vacancy ${inert(fields.vacancy_id)}`
        : '';
    console.log(
      `${inert(r.received_at)}  ${inert(r.kind).padEnd(22)} ${target.padEnd(12)} ${who}  [${inert(r.locale)}]  receipt ${inert(r.receipt_id)}`,
    );
    for (const f of r.files ?? [])
      console.log(
        `    ${inert(f.field)}: ${inert(f.original_name)} (${Number(f.size)} bytes) -> ${inert(f.stored_as)}`,
      );
  }
}
