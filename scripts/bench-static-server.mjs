// The benchmark's baseline: the smallest reasonable HTTP server, answering every request with one
// HTML file read from disk. `node scripts/bench-static-server.mjs <file> <port>`.
// It runs in its own process so that it and the Next server each get a whole event loop.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const { size } = await stat(file);

createServer((request, response) => {
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': size,
  });
  createReadStream(file).pipe(response);
}).listen(Number(port), 'localhost', () => process.send?.('ready'));
