// A 10 MB proposal over a throttled line that drops three times, sent once as the plain multipart
// form (each drop starts it again) and once by tus (/api/uploads: each drop resumes from what the
// server kept), both through a TCP proxy that counts the bytes sent and cuts the connection at the
// same marks. Reports bytes sent ÷ file size and the time to a receipt for each. Called by
// `npm run bench -- --only=resume` (scripts/bench.mjs); by hand, after `npm run build`:
//   node bench/resume.mjs [--port 3233] [--rate-kb 1024]
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Upload } from 'tus-js-client';
import { resultsFile } from './results-file.mjs';
import { startServer, waitFor } from './load.mjs';

const MB = 1024 * 1024;
const FILE_BYTES = 10 * MB;
/** Where the line drops: after this many bytes sent in all (the same marks for both ways). */
const CUTS = [3 * MB, 6 * MB, 9 * MB];
/** What one PATCH carries, as in the browser (lib/upload/browser/resumable.ts). */
const CHUNK = 2 * MB;

/** A proxy that slows what the client sends to `rate` bytes/s and cuts at each mark once. */
async function cuttingProxy(target, rate) {
  let sent = 0;
  let marks = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk) => {
      sent += chunk.length;
      if (marks.length > 0 && sent >= marks[0]) {
        marks.shift();
        cut();
        return;
      }
      upstream.write(chunk);
      client.pause();
      setTimeout(() => client.resume(), (chunk.length / rate) * 1000);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', cut);
      socket.on('close', cut);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    reset() {
      sent = 0;
      marks = [...CUTS];
    },
    sent: () => sent,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function pdf(size, marker) {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write(`%PDF-1.7\n% ${marker}\n`, 0, 'latin1');
  return bytes;
}

/** A tender proposal's text fields, shared with the e2e suites. */
const TEXT = {
  company_name: 'Bench Hydro',
  ...JSON.parse(await readFile(new URL('../e2e/tender-proposal.json', import.meta.url), 'utf8')),
};

async function apply(base, origin, file) {
  const form = new FormData();
  form.set('tender_id', '1');
  for (const [key, value] of Object.entries(TEXT)) form.set(key, value);
  form.set(
    'proposal_file[0]',
    typeof file === 'string' ? file : new Blob([file], { type: 'application/pdf' }),
    ...(typeof file === 'string' ? [] : ['proposal.pdf']),
  );
  const response = await fetch(`${base}/api/tenders/1/apply`, {
    method: 'POST',
    headers: { origin, lang: 'en' },
    body: form,
  });
  const body = await response.json();
  if (response.status !== 200)
    throw new Error(`apply answered ${response.status}: ${body.message}`);
  return body.receipt;
}

/** The multipart form: a drop loses the request, which is sent again from its first byte. */
async function byMultipart(base, origin, file) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { receipt: await apply(base, origin, file), attempts: attempt };
    } catch (error) {
      if (attempt >= 10) throw error;
    }
  }
}

/** tus: a drop loses what was in flight; the next try asks the server where it stands. */
function byTus(base, origin, file) {
  return new Promise((resolve, reject) => {
    let attempts = 1;
    const upload = new Upload(file, {
      endpoint: `${base}/api/uploads`,
      chunkSize: CHUNK,
      retryDelays: [0, 250, 500, 1000, 1000, 1000],
      headers: { Origin: origin, lang: 'en' },
      metadata: {
        form: 'tender',
        filename: 'proposal.pdf',
        filetype: 'application/pdf',
        submission: `bench${Date.now()}resume`,
      },
      onShouldRetry: () => {
        attempts += 1;
        return true;
      },
      onError: reject,
      onSuccess: async () => {
        try {
          const address = new URL(upload.url).pathname;
          resolve({ receipt: await apply(base, origin, address), attempts });
        } catch (error) {
          reject(error);
        }
      },
    });
    upload.start();
  });
}

export async function resumeBench({
  port = 3233,
  dir = path.resolve('.next', 'standalone'),
  rateKb = 1024,
  log = console.error,
} = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-resume-'));
  const origin = `http://localhost:${port}`;
  const child = startServer({ dir, port, dataDir, env: { OBSERVABILITY: 'off' } });
  const proxy = await cuttingProxy(port, rateKb * 1024);
  const base = `http://localhost:${proxy.port}`;
  try {
    await waitFor(`${origin}/api/health`, 90_000, child);
    const results = [];
    for (const [way, send] of [
      ['multipart', byMultipart],
      ['tus', byTus],
    ]) {
      const file = pdf(FILE_BYTES, `${way} ${Date.now()}`);
      proxy.reset();
      const started = Date.now();
      const { receipt, attempts } = await send(base, origin, file);
      const seconds = (Date.now() - started) / 1000;
      const sent = proxy.sent();
      const record = JSON.parse(
        await readFile(path.join(dataDir, 'submissions', `${receipt}.json`), 'utf8'),
      );
      const stored = await readFile(path.join(dataDir, record.files[0].stored_as));
      const row = {
        way,
        bytesSentOverFileSize: Number((sent / FILE_BYTES).toFixed(3)),
        secondsToReceipt: Number(seconds.toFixed(1)),
        attempts,
        storedWhole: stored.equals(file),
      };
      log(`[resume] ${JSON.stringify(row)}`);
      results.push(row);
    }
    return {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.versions.node, loadavg: os.loadavg() },
      fileMb: FILE_BYTES / MB,
      rateKbPerSecond: rateKb,
      cutsAtMb: CUTS.map((bytes) => bytes / MB),
      chunkMb: CHUNK / MB,
      results,
    };
  } finally {
    await proxy.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs it and keeps the record in bench/results/<date>-resume.json. */
export async function main(options = {}) {
  const result = await resumeBench(options);
  const out = resultsFile(result.date.slice(0, 10), '-resume');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    [
      '| way | bytes sent ÷ file size | seconds to a receipt | tries | stored whole |',
      '| --- | --- | --- | --- | --- |',
      ...result.results.map(
        (r) =>
          `| ${r.way} | ${r.bytesSentOverFileSize} | ${r.secondsToReceipt} | ${r.attempts} | ${r.storedWhole} |`,
      ),
    ].join('\n'),
  );
  console.log(`\nResults: ${path.relative(process.cwd(), out)}`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  await main({
    port: Number(option('--port')) || 3233,
    rateKb: Number(option('--rate-kb')) || 1024,
  });
}
