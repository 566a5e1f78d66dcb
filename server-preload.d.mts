import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plan } from './server-critical-css.mjs';
import type { Socket } from 'node:net';

export const SOCKET_ADDRESS_HEADER: string;
export function recordSocketAddress(request: IncomingMessage, socket: Socket): void;
export function decodableTarget(url: string): string | null;
export function createThrottledReport(
  log?: (message: string) => void,
  everyMs?: number,
  now?: () => number,
): (target: string) => void;
export function inlineScriptHashes(html: string): string[];
export function hashedPolicy(policy: string, hashes: string[]): string;
export function hashInlineScripts(response: ServerResponse): void;
export function addFontFacesToStream(response: ServerResponse, readPlan?: () => Plan | null): void;
