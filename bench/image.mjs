// The site's image, measured (`npm run bench -- --only=image`, and in every full run where a
// Docker engine answers): its size beside its base image's, read in the same run, and its largest
// layers. Build it first (`node scripts/images.mjs`); the budget is bench/budgets.json's
// maxImageMb, on the whole image as `docker image inspect` counts it (uncompressed).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { SITE_IMAGE } from '../scripts/image-names.mjs';
import { NODE_IMAGE } from '../scripts/images.mjs';

const docker = (args) => spawnSync('docker', args, { encoding: 'utf8' });
const mb = (bytes) => Number((bytes / 1e6).toFixed(1));

/** Whether the engine answers and the site's image exists. */
export function imageMeasurable() {
  return docker(['image', 'inspect', SITE_IMAGE]).status === 0;
}

export function imageBench() {
  const size = (name) => Number(docker(['image', 'inspect', '--format', '{{.Size}}', name]).stdout);
  const layers = docker([
    'history',
    '--no-trunc',
    '--format',
    '{{.Size}}|||{{.CreatedBy}}',
    SITE_IMAGE,
  ])
    .stdout.trim()
    .split('\n')
    .map((line) => {
      const [sizeText, command = ''] = line.split('|||');
      return {
        size: sizeText,
        step: command.replace(/^\/bin\/sh -c (#\(nop\) )?/, '').slice(0, 90),
      };
    })
    .filter(({ size }) => size !== '0B');
  const bytes = size(SITE_IMAGE);
  const baseBytes = size(NODE_IMAGE);
  return {
    image: SITE_IMAGE,
    mb: mb(bytes),
    base: NODE_IMAGE,
    baseMb: mb(baseBytes),
    ownMb: mb(bytes - baseBytes),
    layers,
    loadavg: os.loadavg().map((value) => Number(value.toFixed(1))),
  };
}

/** The budget's failures: the image over maxImageMb. */
export function imageBudget(result, budgets) {
  return result && result.mb > budgets.maxImageMb
    ? [`image ${result.image} ${result.mb} MB > ${budgets.maxImageMb} MB`]
    : [];
}

export function imageSummary(result) {
  return [
    `### The image (docker image inspect, uncompressed)`,
    '',
    `${result.image}: ${result.mb} MB, of which its base ${result.base} ${result.baseMb} MB and the site's own layers ${result.ownMb} MB (load average ${result.loadavg.join(', ')}).`,
    '',
    '| layer size | step |',
    '| --- | --- |',
    ...result.layers.map(({ size, step }) => `| ${size} | \`${step.replaceAll('|', '\\|')}\` |`),
  ].join('\n');
}
