import type { ChildProcess, StdioOptions } from 'node:child_process';

export const CONTAINER_ENV: Readonly<Record<string, string>>;
export function assemble(dir: string): Promise<void>;
export function start(
  dir: string,
  env?: Record<string, string>,
  stdio?: StdioOptions,
): ChildProcess;
