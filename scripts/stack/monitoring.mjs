// Prometheus and the exporters it scrapes besides the instances' own metrics.
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startDaemon } from './processes.mjs';
import { fill, httpOk, root, waitFor } from './state.mjs';

/**
 * Prometheus and the exporters it scrapes besides the instances' own metrics: Varnish's (it reads
 * varnishstat of this stack's Varnish), nginx's (the TLS nginx's stub_status) and Redis's. All
 * on loopback; Prometheus's configuration is deploy/prometheus/prometheus.yml filled in, with the
 * rules copied beside it, so that the running stack does not change when the checkout does.
 */
export async function startMonitoring({ stateDir, ports, programs, processes, save }) {
  const local = (/** @type {number} */ port) => `127.0.0.1:${port}`;
  const exporters = [
    {
      role: 'varnish-exporter',
      port: ports.varnishExporter,
      command: programs.varnishExporter,
      args: [
        '-n',
        path.join(stateDir, 'varnish'),
        '-web.listen-address',
        local(ports.varnishExporter),
      ],
    },
    {
      role: 'nginx-exporter',
      port: ports.nginxExporter,
      command: programs.nginxExporter,
      args: [
        '-nginx.scrape-uri',
        `http://${local(ports.nginxStatus)}/stub_status`,
        '-web.listen-address',
        local(ports.nginxExporter),
      ],
    },
    {
      role: 'redis-exporter',
      port: ports.redisExporter,
      command: programs.redisExporter,
      args: [
        '-redis.addr',
        `redis://${local(ports.redis)}`,
        '-web.listen-address',
        local(ports.redisExporter),
      ],
    },
  ];
  for (const { role, port, command, args } of exporters) {
    processes.push({ role, pid: startDaemon(stateDir, role, command, args), port });
    await save();
  }
  for (const { role, port } of exporters) {
    await waitFor(role, () => httpOk(port, '/metrics'), 30_000);
  }

  const dir = path.join(stateDir, 'prometheus');
  const rules = path.join(dir, 'rules');
  await mkdir(rules, { recursive: true });
  const source = path.join(root, 'deploy', 'prometheus');
  for (const file of await readdir(source)) {
    if (file.endsWith('.rules.yml')) await cp(path.join(source, file), path.join(rules, file));
  }
  const config = path.join(dir, 'prometheus.yml');
  await writeFile(
    config,
    fill(await readFile(path.join(source, 'prometheus.yml'), 'utf8'), {
      RULES_DIR: rules,
      SITE_1_METRICS: local(ports.metrics1),
      SITE_2_METRICS: local(ports.metrics2),
      VARNISH_EXPORTER: local(ports.varnishExporter),
      NGINX_EXPORTER: local(ports.nginxExporter),
      REDIS_EXPORTER: local(ports.redisExporter),
    }),
  );
  const pid = startDaemon(stateDir, 'prometheus', programs.prometheus, [
    `--config.file=${config}`,
    `--storage.tsdb.path=${path.join(dir, 'data')}`,
    '--storage.tsdb.retention.time=2d',
    `--web.listen-address=${local(ports.prometheus)}`,
  ]);
  processes.push({ role: 'prometheus', pid, port: ports.prometheus });
  await save();
  await waitFor('Prometheus', () => httpOk(ports.prometheus, '/-/ready'), 60_000);
}
