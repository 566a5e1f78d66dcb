import type { EventEmitter } from 'node:events';
import type { Server, ServerResponse } from 'node:http';

export const DRAINING: unique symbol;
export function createShutdown(options?: {
  delayMs?: number;
  timeoutMs?: number;
  proc?: EventEmitter & { exit(code: number): void };
  log?: (message: string) => void;
}): {
  onRequest(server: Server, response: ServerResponse): void;
  draining(): boolean;
};
