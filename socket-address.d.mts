import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export const SOCKET_ADDRESS_HEADER: string;
export function recordSocketAddress(request: IncomingMessage, socket: Socket): void;
