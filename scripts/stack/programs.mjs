// The stack's programs, all from Debian's packages, and what to install when one is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findRedisServer } from '../with-redis.mjs';

export const NGINX_MODULES = '/usr/lib/nginx/modules';

export const INSTALL_HINT = [
  'The stack runs Debian’s nginx (with its brotli module), Varnish (with varnish-modules),',
  'redis-server, and Prometheus with its exporters for them. Install them and run again:',
  '  sudo apt-get install -y nginx libnginx-mod-http-brotli-filter varnish varnish-modules redis-server openssl \\',
  '    prometheus prometheus-varnish-exporter prometheus-nginx-exporter prometheus-redis-exporter',
].join('\n');

/** @param {string} name */
function binary(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name} || ls /usr/sbin/${name}`], {
    encoding: 'utf8',
  });
  return found.status === 0 ? found.stdout.trim().split('\n')[0] : null;
}

/**
 * The stack's programs, each null when missing: nginx only with its brotli module, Varnish only
 * with varnish-modules' xkey.
 */
export function edgePrograms() {
  const nginx = binary('nginx');
  const varnishd = binary('varnishd');
  const withBrotli = existsSync(path.join(NGINX_MODULES, 'ngx_http_brotli_filter_module.so'));
  const vmods = spawnSync(
    'sh',
    [
      '-c',
      'ls /usr/lib/*/varnish/vmods/libvmod_xkey.so /usr/lib/varnish/vmods/libvmod_xkey.so 2>/dev/null',
    ],
    { encoding: 'utf8' },
  );
  return {
    nginx: withBrotli ? nginx : null,
    varnishd: vmods.stdout.trim() ? varnishd : null,
    varnishadm: binary('varnishadm'),
    redisServer: findRedisServer(),
    openssl: binary('openssl'),
    prometheus: binary('prometheus'),
    varnishExporter: binary('prometheus-varnish-exporter'),
    nginxExporter: binary('prometheus-nginx-exporter'),
    redisExporter: binary('prometheus-redis-exporter'),
  };
}
