// `npm run submissions`: lists what visitors submitted to the embedded provider (DATA_DIR).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

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
    console.error(`Skipping unreadable record ${name}: ${error.message}`);
  }
}
records.sort((a, b) => String(a.received_at).localeCompare(String(b.received_at)));
if (records.length === 0) {
  console.log(`No submissions in ${dir}.`);
} else {
  console.log(`${records.length} submission(s) in ${dir}:\n`);
  for (const r of records) {
    const who = r.fields.company_name || r.fields.full_name || r.fields.email || '';
    const target = r.fields.tender_id
      ? `tender ${r.fields.tender_id}`
      : r.fields.vacancy_id
        ? `vacancy ${r.fields.vacancy_id}`
        : '';
    console.log(
      `${r.received_at}  ${r.kind.padEnd(22)} ${target.padEnd(12)} ${who}  [${r.locale}]  receipt ${r.receipt_id}`,
    );
    for (const f of r.files)
      console.log(`    ${f.field}: ${f.original_name} (${f.size} bytes) -> ${f.stored_as}`);
  }
}
