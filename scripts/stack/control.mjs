// Asking the supervisor (supervisor.mjs): an HTTP request on its Unix socket in the state
// directory. A socket rather than a file it watches: a request gets an answer (the new pid, or
// why not) once the work is done, the file system's permissions say who may ask, and nothing
// listens on a port.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

/** @param {string} dir */
export const socketOf = (dir) => path.join(dir, 'supervisor.sock');

/** What the supervisor runs, rewritten on every change: `{ pid, instances: [...] }`. */
export const statusFileOf = (/** @type {string} */ dir) => path.join(dir, 'supervisor.json');

/**
 * @typedef {{ role: string, port: number, metricsPort: number, pid: number, restarts: number,
 *   app: string }} Supervised
 */

/** @param {string} dir @returns {Promise<{ pid: number, instances: Supervised[] } | null>} */
export async function supervised(dir) {
  try {
    return JSON.parse(await readFile(statusFileOf(dir), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Sends one request to the supervisor and resolves with its JSON answer; rejects when it does not
 * answer, or answers an error.
 * @param {string} dir
 * @param {'GET' | 'POST'} method
 * @param {string} pathname
 * @param {unknown} [body]
 */
export function ask(dir, method, pathname, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath: socketOf(dir), method, path: pathname },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          let value;
          try {
            value = JSON.parse(text);
          } catch {
            value = { error: text };
          }
          if (response.statusCode === 200) resolve(value);
          else reject(new Error(`the supervisor: ${value.error ?? response.statusCode}`));
        });
      },
    );
    request.on('error', (error) =>
      reject(new Error(`the supervisor does not answer (${error.message})`)),
    );
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
