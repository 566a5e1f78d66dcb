// The programs around the instances: the certificate, Redis, the two nginx and Varnish, each
// configured from its template in deploy/ filled into the state directory.
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { redisConfig } from '../with-redis.mjs';
import { NGINX_MODULES } from './programs.mjs';
import { fill, pidFrom, root, run } from './state.mjs';

/** A certificate for this machine's names, made now and valid for a month. */
export function makeCertificate(openssl, stateDir) {
  const cert = path.join(stateDir, 'tls.crt');
  const key = path.join(stateDir, 'tls.key');
  run(openssl, [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '30',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { cert, key };
}

/** redis-server: a cache, not a database (no persistence, bounded, least recently used out). */
export async function startRedis(redisServer, stateDir, port) {
  const redisConf = path.join(stateDir, 'redis.conf');
  await writeFile(
    redisConf,
    redisConfig({
      port,
      dir: stateDir,
      extra: [
        'maxmemory 256mb',
        'maxmemory-policy allkeys-lru',
        'daemonize yes',
        `pidfile ${path.join(stateDir, 'redis.pid')}`,
      ],
    }),
  );
  run(redisServer, [redisConf]);
  return pidFrom(path.join(stateDir, 'redis.pid'));
}

/**
 * Fills a template of deploy/ into the state directory and starts nginx with it; resolves with
 * its master's pid.
 * @param {{ nginx: string, stateDir: string, tempDir: string }} where
 * @param {string} template
 * @param {Record<string, string | number>} values
 */
export async function startNginx({ nginx, stateDir, tempDir }, template, values) {
  const conf = path.join(stateDir, template);
  await writeFile(
    conf,
    fill(await readFile(path.join(root, 'deploy', template), 'utf8'), {
      NGINX_MODULES,
      NGINX_WORKERS: process.env.STACK_NGINX_WORKERS || 'auto',
      STATE_DIR: stateDir,
      TEMP_DIR: tempDir,
      ...values,
    }),
  );
  // The log and pid file the template names too (nginx-error.log, nginx-origin.pid…).
  const name = template.replace(/\.conf$/, '');
  run(nginx, ['-c', conf, '-p', stateDir, '-e', path.join(stateDir, `${name}-error.log`)]);
  return pidFrom(path.join(stateDir, `${name}.pid`));
}

/**
 * Varnish, in its own working directory, without switching user (-j none): nothing else on this
 * machine is disturbed, and `down` stops exactly this one. Resolves with its manager's pid.
 */
export async function startVarnish(varnishd, stateDir, { cachePort, origin1Port, origin2Port }) {
  const vcl = path.join(stateDir, 'varnish.vcl');
  await writeFile(
    vcl,
    fill(await readFile(path.join(root, 'deploy', 'varnish.vcl'), 'utf8'), {
      ORIGIN_1_HOST: '127.0.0.1',
      ORIGIN_1_PORT: origin1Port,
      ORIGIN_2_HOST: '127.0.0.1',
      ORIGIN_2_PORT: origin2Port,
      PURGE_ALLOW: '"127.0.0.1"; "::1";',
    }),
  );
  const varnishPid = path.join(stateDir, 'varnishd.pid');
  run(varnishd, [
    '-j',
    'none',
    '-n',
    path.join(stateDir, 'varnish'),
    '-a',
    `127.0.0.1:${cachePort}`,
    '-T',
    '127.0.0.1:0',
    '-f',
    vcl,
    '-s',
    `malloc,${process.env.STACK_CACHE_SIZE || '256m'}`,
    // Compression is the origin nginx's (brotli and gzip): Varnish passes Accept-Encoding on.
    '-p',
    'http_gzip_support=off',
    '-P',
    varnishPid,
  ]);
  return pidFrom(varnishPid);
}

/** A command to this stack's Varnish (its working directory holds the address and secret). */
export function varnishadm(dir, ...args) {
  const result = spawnSync('varnishadm', ['-n', path.join(dir, 'varnish'), ...args], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`varnishadm ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  }
  return result.stdout;
}

/** Whether Varnish counts a backend (`site_1`) healthy: its line in `backend.list`. */
export function backendHealthy(dir, backend) {
  const line = varnishadm(dir, 'backend.list')
    .split('\n')
    .find((entry) => new RegExp(`(^|\\.)${backend}\\s`).test(entry));
  return line !== undefined && /\shealthy\s/.test(`${line} `);
}
