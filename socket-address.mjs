// Preloaded into the production server (`node --import ./socket-address.mjs server.js`: the
// Dockerfile's CMD, scripts/standalone.mjs and scripts/container.mjs). Route handlers only see a
// Request, never the socket, and Next fills X-Forwarded-For with the socket address only when
// the client did not send one (`??=` in next/dist/server/base-server.js), so that header is the
// client's word. This writes the socket's address into a header only the server writes: the
// value a client sends under the same name is dropped. See README, "Running in production".
//
// Node publishes `http.server.request.start` before the server's 'request' listener (Next) runs:
// https://nodejs.org/api/diagnostics_channel.html#http
import { subscribe } from 'node:diagnostics_channel';

export const SOCKET_ADDRESS_HEADER = 'x-inwrdam-socket-address';

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:net').Socket} socket
 */
export function recordSocketAddress(request, socket) {
  const address = socket.remoteAddress ?? '';
  request.headers[SOCKET_ADDRESS_HEADER] = address;
  // Anything reading the raw list sees the same single value.
  const raw = request.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) {
    if (raw[i]?.toLowerCase() === SOCKET_ADDRESS_HEADER) raw.splice(i, 2);
  }
  raw.push(SOCKET_ADDRESS_HEADER, address);
}

subscribe('http.server.request.start', (message) => {
  const { request, socket } =
    /** @type {{ request: import('node:http').IncomingMessage, socket: import('node:net').Socket }} */ (
      message
    );
  recordSocketAddress(request, socket);
});
