// A process's memory as Linux reports it in /proc/<pid>/status: read by the scale benchmark for the
// server it walks, by bench/kept-memory.mjs inside that server, and by the upload benchmark.
import { readFileSync } from 'node:fs';

/**
 * The resident memory of `pid` (`'self'`: this process) now (VmRSS) and at its peak (VmHWM), in
 * kB, or null when the process is gone.
 */
export function memoryStatusKb(pid = 'self') {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const kb = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
  return { resident: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Bytes resident for `pid` now, or null when the process is gone or does not say. */
export function residentBytes(pid = 'self') {
  const kb = memoryStatusKb(pid)?.resident;
  return Number.isFinite(kb) ? kb * 1024 : null;
}

/**
 * CPU time `pid` has used so far, user and system, in seconds (/proc/<pid>/stat, clock ticks of
 * 1/100 s). Read before and after a load, it is what each request cost the server, less swayed
 * by other work on a shared machine than the rate is.
 */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
