// Where a benchmark writes its results: bench/results/<date><suffix>.json, and a second run on the
// same day <date><suffix>-2.json, and so on. Results are a record: a later run never replaces the
// one a closing note cites.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The first free results file of `date` (YYYY-MM-DD) and `suffix` (`''`, `'-edge'`, `'-scale'`). */
export function resultsFile(date, suffix = '', dir = path.resolve('bench', 'results')) {
  let out = path.join(dir, `${date}${suffix}.json`);
  for (let n = 2; existsSync(out); n += 1) out = path.join(dir, `${date}${suffix}-${n}.json`);
  return out;
}
