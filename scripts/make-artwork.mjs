#!/usr/bin/env node
/**
 * Generates the site's original illustration artwork.
 *
 * Every image is composed as SVG from simple geometry (wave bands, terraces,
 * sun discs, solar panels, wind turbines, desalination plants, pipes, droplets,
 * dunes, contour lines, river meanders, dot grids) and rasterised with sharp.
 * The output is fully deterministic: all randomness comes from a seeded PRNG
 * keyed on the output file name, so re-running produces the same files.
 *
 * Usage: node scripts/make-artwork.mjs
 * Only dependency: sharp.
 */
import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');
const WEBP = { quality: 72, effort: 6, smartSubsample: true };

/* ------------------------------------------------------------------ */
/* Palette and colour helpers                                          */
/* ------------------------------------------------------------------ */

const C = {
  teal: '#0b4f6c',
  blue: '#1d8fc9',
  aqua: '#5cc8d7',
  sand: '#e9d8a6',
  ochre: '#c58b4b',
  leaf: '#4e9a5b',
  white: '#f6f4ee',
  night: '#0a2233',
};

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
function rgbToHex(rgb) {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
/** Linear mix: t=0 -> a, t=1 -> b. */
function mix(a, b, t) {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A.map((v, i) => v + (B[i] - v) * t));
}

/** Sky/lighting moods. */
const MOODS = {
  day: {
    sky: [C.blue, '#63bcdc', '#e3f3ef'],
    sun: '#fffdf5',
    halo: C.white,
    haze: '#dcefea',
    dark: false,
  },
  golden: {
    sky: ['#136a8c', '#5db3c6', '#efdcae'],
    sun: '#fff6dc',
    halo: C.sand,
    haze: '#e8dcb6',
    dark: false,
  },
  dusk: {
    sky: [C.night, '#155f7e', '#d6a46f'],
    sun: '#f8e6b8',
    halo: '#e6b47a',
    haze: '#b88e6c',
    dark: true,
  },
  night: {
    sky: [C.night, '#0c3550', '#1c6480'],
    sun: '#f6f4ee',
    halo: C.aqua,
    haze: '#235f78',
    dark: true,
  },
  pale: {
    sky: ['#7fd0da', '#c5e8e6', '#f6f4ee'],
    sun: '#e9c98e',
    halo: C.sand,
    haze: '#eeeadc',
    dark: false,
  },
};

/* ------------------------------------------------------------------ */
/* Deterministic PRNG                                                  */
/* ------------------------------------------------------------------ */

function hashStr(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function mulberry32(a) {
  return function next() {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function makeRng(seed) {
  const r = mulberry32(hashStr(String(seed)));
  const rng = {
    next: r,
    range: (a, b) => a + (b - a) * r(),
    int: (a, b) => Math.floor(a + (b - a + 1) * r()),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    chance: (p) => r() < p,
    shuffle: (arr) => {
      const a = arr.slice();
      for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(r() * (i + 1));
        [a[i], a[j]] = [a[j], a[i]];
      }
      return a;
    },
  };
  return rng;
}

/* ------------------------------------------------------------------ */
/* SVG helpers                                                         */
/* ------------------------------------------------------------------ */

const f = (n) => (Math.round(n * 10) / 10).toString();
const TAU = Math.PI * 2;

function makeCtx(w, h, seed) {
  return {
    w,
    h,
    u: Math.min(w, h) / 800,
    rng: makeRng(seed),
    defs: [],
    n: 0,
    seed: hashStr(String(seed)).toString(36),
  };
}
function uid(ctx, p) {
  ctx.n += 1;
  return `${p}${ctx.seed}${ctx.n}`;
}
function linGrad(ctx, stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, units = 'objectBoundingBox') {
  const id = uid(ctx, 'g');
  const st = stops
    .map(
      ([o, c, op = 1]) =>
        `<stop offset="${o}" stop-color="${c}"${op < 1 ? ` stop-opacity="${op}"` : ''}/>`,
    )
    .join('');
  ctx.defs.push(
    `<linearGradient id="${id}" gradientUnits="${units}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}">${st}</linearGradient>`,
  );
  return `url(#${id})`;
}
function radGrad(ctx, stops, cx = 0.5, cy = 0.5, r = 0.5, units = 'objectBoundingBox') {
  const id = uid(ctx, 'r');
  const st = stops
    .map(
      ([o, c, op = 1]) =>
        `<stop offset="${o}" stop-color="${c}"${op < 1 ? ` stop-opacity="${op}"` : ''}/>`,
    )
    .join('');
  ctx.defs.push(
    `<radialGradient id="${id}" gradientUnits="${units}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${st}</radialGradient>`,
  );
  return `url(#${id})`;
}
function clip(ctx, inner) {
  const id = uid(ctx, 'c');
  ctx.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
  return `url(#${id})`;
}
function doc(ctx, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ctx.w}" height="${ctx.h}" viewBox="0 0 ${ctx.w} ${ctx.h}"><defs>${ctx.defs.join('')}</defs>${body}</svg>`;
}

/** Catmull-Rom spline through points -> cubic Bezier path data. */
function smooth(pts, closed = false) {
  const n = pts.length;
  let d = `M${f(pts[0][0])},${f(pts[0][1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = pts[closed ? (i - 1 + n) % n : Math.max(i - 1, 0)];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % n];
    const p3 = pts[closed ? (i + 2) % n : Math.min(i + 2, n - 1)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`;
  }
  return closed ? d + 'Z' : d;
}

/** Smooth 1-D noise made of a few sines; returns fn(t) in about [-amp, amp]. */
function sines(rng, amp, freq, octaves = 3) {
  const comps = [];
  let a = 1;
  let fq = freq;
  let total = 0;
  for (let i = 0; i < octaves; i++) {
    comps.push([a, fq, rng.range(0, TAU)]);
    total += a;
    a *= rng.range(0.3, 0.5);
    fq *= rng.range(1.9, 2.7);
  }
  return (t) =>
    (comps.reduce((s, [aa, ff, p]) => s + aa * Math.sin(t * ff * TAU + p), 0) / total) * amp;
}

/** Points along a horizontal curve y = y0 + fn(x/w). */
function curvePts(ctx, y0, fn, n = 40, x0 = -0.03, x1 = 1.03) {
  const pts = [];
  for (let i = 0; i <= n; i++) {
    const t = x0 + ((x1 - x0) * i) / n;
    pts.push([t * ctx.w, y0 + fn(t)]);
  }
  return pts;
}

/** A filled band from a curve down to the bottom of the canvas. */
function band(ctx, pts, fill, extra = '') {
  const d =
    smooth(pts) + `L${f(ctx.w * 1.05)},${f(ctx.h * 1.05)}L${f(-ctx.w * 0.05)},${f(ctx.h * 1.05)}Z`;
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

function dropletPath(cx, cy, r) {
  return (
    `M${f(cx)},${f(cy - 1.85 * r)}` +
    `C${f(cx + 0.35 * r)},${f(cy - 1.2 * r)} ${f(cx + r)},${f(cy - 0.62 * r)} ${f(cx + r)},${f(cy)}` +
    `A${f(r)},${f(r)} 0 0 1 ${f(cx - r)},${f(cy)}` +
    `C${f(cx - r)},${f(cy - 0.62 * r)} ${f(cx - 0.35 * r)},${f(cy - 1.2 * r)} ${f(cx)},${f(cy - 1.85 * r)}Z`
  );
}

/* ------------------------------------------------------------------ */
/* Motifs                                                              */
/* ------------------------------------------------------------------ */

function skyRect(ctx, mood, horizon) {
  const g = linGrad(
    ctx,
    [
      [0, mood.sky[0]],
      [0.55, mood.sky[1]],
      [1, mood.sky[2]],
    ],
    0,
    0,
    0,
    horizon,
    'userSpaceOnUse',
  );
  return `<rect width="${ctx.w}" height="${ctx.h}" fill="${g}"/>`;
}

function sunDisc(ctx, x, y, r, mood, rings = 3) {
  let s = '';
  for (let i = rings; i >= 1; i--) {
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * (1 + i * 0.55))}" fill="${mood.halo}" opacity="${(0.09 + 0.03 * (rings - i)).toFixed(2)}"/>`;
  }
  s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${mood.sun}"/>`;
  return s;
}

function stars(ctx, count, yMax, color = C.white) {
  const { rng } = ctx;
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, ctx.w);
    const y = rng.range(0, yMax);
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rng.range(0.8, 2.2) * ctx.u)}" fill="${color}" opacity="${rng.range(0.35, 0.9).toFixed(2)}"/>`;
  }
  return s;
}

function birds(ctx, x, y, count, color) {
  const { rng, u } = ctx;
  let s = '';
  for (let i = 0; i < count; i++) {
    const bx = x + rng.range(-90, 90) * u;
    const by = y + rng.range(-40, 40) * u;
    const k = rng.range(6, 11) * u;
    s += `<path d="M${f(bx - k)},${f(by)}Q${f(bx - k / 2)},${f(by - k * 0.6)} ${f(bx)},${f(by)}Q${f(bx + k / 2)},${f(by - k * 0.6)} ${f(bx + k)},${f(by)}" fill="none" stroke="${color}" stroke-width="${f(2 * u)}" stroke-linecap="round"/>`;
  }
  return s;
}

function dotGrid(ctx, x, y, cols, rows, gap, r, color, opacity = 0.5, fade = 'none') {
  let s = `<g fill="${color}">`;
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      let o = opacity;
      if (fade === 'x') o *= 1 - i / cols;
      if (fade === 'y') o *= 1 - j / rows;
      if (fade === 'xy') o *= 1 - (i / cols + j / rows) / 2;
      if (o < 0.03) continue;
      s += `<circle cx="${f(x + i * gap)}" cy="${f(y + j * gap)}" r="${f(r)}" opacity="${o.toFixed(2)}"/>`;
    }
  }
  return s + '</g>';
}

function contours(ctx, cx, cy, n, r0, dr, color, opacity = 0.35, width = 1.5, squash = 1) {
  const { rng, u } = ctx;
  const a1 = rng.range(0.05, 0.14);
  const a2 = rng.range(0.03, 0.08);
  const a3 = rng.range(0.01, 0.04);
  const p1 = rng.range(0, TAU);
  const p2 = rng.range(0, TAU);
  const p3 = rng.range(0, TAU);
  let s = `<g fill="none" stroke="${color}" stroke-width="${f(width * u)}" opacity="${opacity}">`;
  for (let k = 0; k < n; k++) {
    const r = r0 + k * dr;
    const pts = [];
    const m = 36;
    for (let i = 0; i < m; i++) {
      const th = (i / m) * TAU;
      const grow = 1 + k * 0.04;
      const rr =
        r *
        (1 +
          grow *
            (a1 * Math.sin(2 * th + p1 + k * 0.08) +
              a2 * Math.sin(3 * th + p2) +
              a3 * Math.sin(5 * th + p3 - k * 0.1)));
      pts.push([cx + rr * Math.cos(th), cy + rr * Math.sin(th) * squash]);
    }
    s += `<path d="${smooth(pts, true)}"/>`;
  }
  return s + '</g>';
}

function sunReflection(ctx, x, y0, y1, color, widthTop) {
  const { rng, u } = ctx;
  let s = `<g stroke="${color}" stroke-linecap="round">`;
  const n = 7;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const y = y0 + (y1 - y0) * Math.pow(t, 1.2);
    const wdt = widthTop * (1 - t * 0.65) * rng.range(0.7, 1.1);
    const off = rng.range(-0.12, 0.12) * widthTop;
    s += `<line x1="${f(x - wdt / 2 + off)}" y1="${f(y)}" x2="${f(x + wdt / 2 + off)}" y2="${f(y)}" stroke-width="${f((4 + t * 6) * u)}" opacity="${(0.75 - t * 0.5).toFixed(2)}"/>`;
  }
  return s + '</g>';
}

/** Layered sea of wave bands from y0 (horizon) to bottom. */
function sea(ctx, y0, colors, opts = {}) {
  const { rng, u, h } = ctx;
  const n = colors.length;
  let s = '';
  for (let i = 0; i < n; i++) {
    const t = i / n;
    const y = y0 + (h - y0) * Math.pow(t, 1.15) * 0.92;
    const amp = (4 + 22 * t) * u * (opts.calm ? 0.6 : 1);
    const fn = sines(rng, amp, rng.range(1.5, 3.5) + (1 - t) * 3);
    const pts = curvePts(ctx, y, fn, 60);
    s += band(ctx, pts, colors[i]);
    if (opts.highlights !== false && i > 0) {
      const len = rng.range(40, 140) * u;
      s += `<path d="${smooth(pts)}" fill="none" stroke="${opts.hl || C.white}" stroke-width="${f((1.5 + 2 * t) * u)}" stroke-dasharray="${f(len)} ${f(len * rng.range(0.6, 2))}" stroke-dashoffset="${f(rng.range(0, 300))}" stroke-linecap="round" opacity="${(0.25 + 0.2 * t).toFixed(2)}"/>`;
    }
  }
  return s;
}

function hills(ctx, y, amp, freq, fill, extra = '') {
  const fn = sines(ctx.rng, amp, freq);
  const pts = curvePts(ctx, y, fn, 48);
  return { svg: band(ctx, pts, fill, extra), pts, fn };
}

/** Hill silhouette with a smooth single peak at px (fraction of width). */
function peakPts(ctx, y, height, px, spread, wobble) {
  const fn = sines(ctx.rng, wobble, 2.2);
  return curvePts(ctx, y, (t) => -height * Math.exp(-Math.pow((t - px) / spread, 2)) + fn(t), 56);
}

function windTurbine(ctx, x, ground, H, angle, color, hub = color) {
  const L = H * 0.52;
  const blade = `M0,0C${f(0.07 * L)},${f(-0.12 * L)} ${f(0.055 * L)},${f(-0.62 * L)} 0,${f(-L)}C${f(-0.02 * L)},${f(-0.6 * L)} ${f(-0.035 * L)},${f(-0.12 * L)} 0,0Z`;
  let s = `<path d="M${f(x - 0.02 * H)},${f(ground)}L${f(x + 0.02 * H)},${f(ground)}L${f(x + 0.008 * H)},${f(ground - H)}L${f(x - 0.008 * H)},${f(ground - H)}Z" fill="${color}"/>`;
  s += `<rect x="${f(x - 0.035 * H)}" y="${f(ground - H - 0.02 * H)}" width="${f(0.07 * H)}" height="${f(0.035 * H)}" rx="${f(0.012 * H)}" fill="${color}"/>`;
  s += `<g transform="translate(${f(x)},${f(ground - H)})">`;
  for (let k = 0; k < 3; k++)
    s += `<path d="${blade}" fill="${color}" transform="rotate(${f(angle + k * 120)})"/>`;
  s += `<circle r="${f(0.028 * H)}" fill="${hub}"/></g>`;
  return s;
}

/** Row of tilted solar panels standing on the ground line. */
function solarRow(ctx, x0, x1, ground, pw, ph, gap, colors) {
  const { u } = ctx;
  const sk = pw * 0.18;
  let s = '';
  const lineW = Math.max(0.8, pw / 90);
  for (let x = x0; x < x1; x += pw + gap) {
    const top = ground - ph * 1.55;
    const bot = ground - ph * 0.55;
    s += `<rect x="${f(x + pw * 0.45)}" y="${f(bot)}" width="${f(Math.max(1.5 * u, pw * 0.05))}" height="${f(ground - bot)}" fill="${colors.leg}"/>`;
    s += `<path d="M${f(x + sk)},${f(top)}L${f(x + pw + sk)},${f(top)}L${f(x + pw)},${f(bot)}L${f(x)},${f(bot)}Z" fill="${colors.panel}"/>`;
    // cell grid
    let g = '';
    for (let i = 1; i < 6; i++) {
      const t = i / 6;
      g += `M${f(x + sk + pw * t)},${f(top)}L${f(x + pw * t)},${f(bot)}`;
    }
    for (let j = 1; j < 3; j++) {
      const t = j / 3;
      const y = top + (bot - top) * t;
      g += `M${f(x + sk * (1 - t))},${f(y)}L${f(x + pw + sk * (1 - t))},${f(y)}`;
    }
    s += `<path d="${g}" stroke="${colors.grid}" stroke-width="${f(lineW)}" opacity="0.55"/>`;
    s += `<path d="M${f(x + sk)},${f(top)}L${f(x + pw + sk)},${f(top)}" stroke="${colors.edge}" stroke-width="${f(lineW * 2)}" opacity="0.8"/>`;
  }
  return s;
}

function tree(ctx, x, y, s, color, kind = 'round') {
  const trunk = mix(color, C.night, 0.45);
  if (kind === 'cone') {
    return (
      `<rect x="${f(x - s * 0.06)}" y="${f(y - s * 0.3)}" width="${f(s * 0.12)}" height="${f(s * 0.3)}" fill="${trunk}"/>` +
      `<path d="M${f(x)},${f(y - s * 1.5)}C${f(x + s * 0.2)},${f(y - s * 1.1)} ${f(x + s * 0.42)},${f(y - s * 0.45)} ${f(x + s * 0.38)},${f(y - s * 0.3)}L${f(x - s * 0.38)},${f(y - s * 0.3)}C${f(x - s * 0.42)},${f(y - s * 0.45)} ${f(x - s * 0.2)},${f(y - s * 1.1)} ${f(x)},${f(y - s * 1.5)}Z" fill="${color}"/>`
    );
  }
  if (kind === 'palm') {
    const top = [x + s * 0.14, y - s * 1.5];
    const frond = mix(color, C.night, 0.15);
    let p = `<path d="M${f(x - s * 0.04)},${f(y)}Q${f(x + s * 0.0)},${f(y - s * 0.8)} ${f(top[0])},${f(top[1])}" fill="none" stroke="${trunk}" stroke-width="${f(s * 0.09)}" stroke-linecap="round"/>`;
    const L = s * 0.78;
    for (const deg of [-178, -150, -122, -96, -70, -42, -14, 8, 200]) {
      const a = (deg * Math.PI) / 180;
      const dx = Math.cos(a);
      const dy = Math.sin(a);
      const tip = [top[0] + dx * L, top[1] + dy * L * 0.55 + L * 0.5 * Math.abs(dx)];
      const c = [top[0] + dx * L * 0.55, top[1] + dy * L * 0.55 - L * 0.12];
      const nx = -dy * L * 0.1;
      const ny = dx * L * 0.1;
      p += `<path d="M${f(top[0])},${f(top[1])}Q${f(c[0] + nx)},${f(c[1] + ny)} ${f(tip[0])},${f(tip[1])}Q${f(c[0] - nx)},${f(c[1] - ny)} ${f(top[0])},${f(top[1])}Z" fill="${frond}"/>`;
    }
    p += `<circle cx="${f(top[0])}" cy="${f(top[1] + s * 0.05)}" r="${f(s * 0.06)}" fill="${mix(C.ochre, C.night, 0.3)}"/>`;
    return p;
  }
  return (
    `<rect x="${f(x - s * 0.05)}" y="${f(y - s * 0.5)}" width="${f(s * 0.1)}" height="${f(s * 0.5)}" fill="${trunk}"/>` +
    `<circle cx="${f(x)}" cy="${f(y - s * 0.78)}" r="${f(s * 0.4)}" fill="${color}"/>`
  );
}

/** Pipe along a polyline, with highlight and flanges. */
function pipe(ctx, pts, width, color, hl) {
  const d = pts.map((p, i) => `${i ? 'L' : 'M'}${f(p[0])},${f(p[1])}`).join('');
  let s = `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linejoin="round" stroke-linecap="round"/>`;
  s += `<path d="${d}" fill="none" stroke="${hl}" stroke-width="${f(width * 0.22)}" stroke-linejoin="round" stroke-linecap="round" opacity="0.55" transform="translate(0,${f(-width * 0.2)})"/>`;
  for (let i = 1; i < pts.length - 1; i++) {
    s += `<circle cx="${f(pts[i][0])}" cy="${f(pts[i][1])}" r="${f(width * 0.72)}" fill="${color}"/>`;
  }
  return s;
}

/** Desalination plant silhouette on a ground line, spanning width W from x0. */
function desalPlant(ctx, x0, ground, W, col) {
  const { rng } = ctx;
  const body = col.body;
  const light = col.light;
  let s = '';
  // long RO hall with sawtooth roof
  const hx = x0 + W * 0.28;
  const hw = W * 0.5;
  const hh = W * 0.1;
  let roof = `M${f(hx)},${f(ground)}L${f(hx)},${f(ground - hh)}`;
  const teeth = 7;
  for (let i = 0; i < teeth; i++) {
    const a = hx + (hw * i) / teeth;
    const b = hx + (hw * (i + 1)) / teeth;
    roof += `L${f(a + (b - a) * 0.75)},${f(ground - hh - W * 0.03)}L${f(b)},${f(ground - hh)}`;
  }
  roof += `L${f(hx + hw)},${f(ground)}Z`;
  s += `<path d="${roof}" fill="${body}"/>`;
  // windows band
  for (let i = 0; i < 14; i++) {
    s += `<rect x="${f(hx + hw * 0.04 + (i * hw * 0.92) / 14)}" y="${f(ground - hh * 0.62)}" width="${f((hw * 0.92) / 14 - W * 0.006)}" height="${f(hh * 0.2)}" fill="${light}" opacity="0.55"/>`;
  }
  // main block
  const bx = x0 + W * 0.08;
  const bw = W * 0.22;
  const bh = W * 0.2;
  s += `<rect x="${f(bx)}" y="${f(ground - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${body}"/>`;
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      s += `<rect x="${f(bx + bw * 0.1 + c * bw * 0.22)}" y="${f(ground - bh * 0.85 + r * bh * 0.26)}" width="${f(bw * 0.13)}" height="${f(bh * 0.12)}" fill="${light}" opacity="0.5"/>`;
    }
  }
  // membrane rack block
  const rx = bx + bw + W * 0.01;
  s += `<rect x="${f(rx)}" y="${f(ground - W * 0.06)}" width="${f(W * 0.16)}" height="${f(W * 0.06)}" fill="${body}"/>`;
  for (let i = 0; i < 3; i++) {
    s += `<rect x="${f(rx + W * 0.01)}" y="${f(ground - W * 0.052 + i * W * 0.016)}" width="${f(W * 0.14)}" height="${f(W * 0.007)}" rx="${f(W * 0.003)}" fill="${light}" opacity="0.5"/>`;
  }
  // storage tanks
  const nt = rng.int(2, 3);
  for (let i = 0; i < nt; i++) {
    const tw = W * 0.075;
    const th = W * (0.09 + 0.02 * (i % 2));
    const x = x0 + W * 0.8 + i * tw * 1.15;
    s += `<rect x="${f(x)}" y="${f(ground - th)}" width="${f(tw)}" height="${f(th)}" fill="${body}"/>`;
    s += `<ellipse cx="${f(x + tw / 2)}" cy="${f(ground - th)}" rx="${f(tw / 2)}" ry="${f(tw * 0.16)}" fill="${light}" opacity="0.7"/>`;
    s += `<rect x="${f(x)}" y="${f(ground - th * 0.55)}" width="${f(tw)}" height="${f(W * 0.006)}" fill="${light}" opacity="0.4"/>`;
  }
  // small ancillary block
  s += `<rect x="${f(x0)}" y="${f(ground - W * 0.07)}" width="${f(W * 0.1)}" height="${f(W * 0.07)}" fill="${body}"/>`;
  // pipe rack
  s += `<rect x="${f(x0 + W * 0.05)}" y="${f(ground - W * 0.035)}" width="${f(W * 0.9)}" height="${f(W * 0.01)}" fill="${light}" opacity="0.35"/>`;
  return s;
}

/** Top-down centre-pivot irrigation field. */
function pivot(ctx, cx, cy, r, colors) {
  const { rng, u } = ctx;
  let s = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${colors[0]}"/>`;
  if (rng.chance(0.6)) {
    const a0 = rng.range(0, TAU);
    const a1 = a0 + rng.range(0.8, 2.6);
    s += `<path d="M${f(cx)},${f(cy)}L${f(cx + r * Math.cos(a0))},${f(cy + r * Math.sin(a0))}A${f(r)},${f(r)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${f(cx + r * Math.cos(a1))},${f(cy + r * Math.sin(a1))}Z" fill="${colors[1]}"/>`;
  }
  s += `<g fill="none" stroke="${C.night}" opacity="0.13" stroke-width="${f(1.4 * u)}">`;
  for (let k = 1; k <= 5; k++) s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f((r * k) / 6)}"/>`;
  s += '</g>';
  const a = rng.range(0, TAU);
  s += `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(cx + r * Math.cos(a))}" y2="${f(cy + r * Math.sin(a))}" stroke="${C.white}" stroke-width="${f(2.5 * u)}" opacity="0.85"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(4 * u)}" fill="${C.white}"/>`;
  return s;
}

/** Meandering river path points across the frame (aerial). */
function meander(ctx, from, to, amp, turns) {
  const { rng } = ctx;
  const pts = [];
  const n = 48;
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const len = Math.hypot(dx, dy);
  const nx = -dy / len;
  const ny = dx / len;
  const ph = rng.range(0, TAU);
  const wob = sines(rng, amp * 0.35, turns * 1.7);
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const o = amp * Math.sin(t * turns * TAU + ph) + wob(t);
    pts.push([from[0] + dx * t + nx * o, from[1] + dy * t + ny * o]);
  }
  return pts;
}

function river(ctx, pts, width, water, bank) {
  const d = smooth(pts);
  return (
    `<path d="${d}" fill="none" stroke="${bank}" stroke-width="${f(width * 2.6)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.9"/>` +
    `<path d="${d}" fill="none" stroke="${water}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${C.white}" stroke-width="${f(width * 0.18)}" stroke-linecap="round" opacity="0.35" stroke-dasharray="${f(width * 4)} ${f(width * 6)}"/>`
  );
}

/** Network of nodes and links. */
function network(ctx, box, count, color, nodeColor, opacity = 0.7) {
  const { rng, u } = ctx;
  const [x0, y0, x1, y1] = box;
  const nodes = [];
  let guard = 0;
  const minD = (Math.min(x1 - x0, y1 - y0) / Math.sqrt(count)) * 0.6;
  while (nodes.length < count && guard++ < 2000) {
    const p = [rng.range(x0, x1), rng.range(y0, y1)];
    if (nodes.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) > minD)) nodes.push(p);
  }
  const edges = new Set();
  nodes.forEach((p, i) => {
    const near = nodes
      .map((q, j) => [j, Math.hypot(q[0] - p[0], q[1] - p[1])])
      .filter(([j]) => j !== i)
      .sort((a, b) => a[1] - b[1])
      .slice(0, 2);
    for (const [j] of near) edges.add(i < j ? `${i}-${j}` : `${j}-${i}`);
  });
  let s = `<g stroke="${color}" stroke-width="${f(1.6 * u)}" opacity="${opacity}">`;
  for (const e of edges) {
    const [i, j] = e.split('-').map(Number);
    s += `<line x1="${f(nodes[i][0])}" y1="${f(nodes[i][1])}" x2="${f(nodes[j][0])}" y2="${f(nodes[j][1])}"/>`;
  }
  s += '</g>';
  for (const p of nodes) {
    const r = rng.range(3, 7) * u;
    s += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="${f(r * 2.4)}" fill="${nodeColor}" opacity="0.18"/>`;
    s += `<circle cx="${f(p[0])}" cy="${f(p[1])}" r="${f(r)}" fill="${nodeColor}"/>`;
  }
  return s;
}

/** Four overlapping circles: water, energy, food, environment. */
function nexusCircles(ctx, cx, cy, R, opts = {}) {
  const off = R * 0.62;
  const cols = [C.blue, C.ochre, C.leaf, C.aqua];
  const rot = ((opts.rotate ?? 0) * Math.PI) / 180;
  const pos = [0, 1, 2, 3].map((k) => {
    const a = -Math.PI / 2 + (k * Math.PI) / 2 + rot;
    return [off * Math.cos(a), off * Math.sin(a)];
  });
  let s = '';
  pos.forEach(([dx, dy], i) => {
    s += `<circle cx="${f(cx + dx)}" cy="${f(cy + dy)}" r="${f(R)}" fill="${cols[i]}" opacity="${opts.opacity ?? 0.72}"/>`;
  });
  pos.forEach(([dx, dy]) => {
    s += `<circle cx="${f(cx + dx)}" cy="${f(cy + dy)}" r="${f(R)}" fill="none" stroke="${opts.stroke ?? C.white}" stroke-width="${f(2 * ctx.u)}" opacity="0.7"/>`;
  });
  s += `<path d="${dropletPath(cx, cy + R * 0.12, R * 0.16)}" fill="${opts.drop ?? C.white}"/>`;
  return s;
}

/** Terraced hillside: stacked bands following a hill profile. */
function terraces(ctx, yTop, yBot, px, spread, count, palette) {
  const { rng, u, w } = ctx;
  let s = '';
  const bump = (yBot - yTop) * 0.42;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const y = yTop + (yBot - yTop) * t;
    const b = bump * (1 - t * 0.85);
    const wob = sines(rng, 6 * u, 1.5);
    const pts = curvePts(
      ctx,
      y,
      (x) => -b * Math.exp(-Math.pow((x - px) / (spread * (1 + t)), 2)) + wob(x),
      56,
    );
    const col = palette[i % palette.length];
    s += band(ctx, pts, col);
    // lip highlight
    s += `<path d="${smooth(pts)}" fill="none" stroke="${C.white}" stroke-width="${f(2 * u)}" opacity="0.35"/>`;
    // crop rows inside band
    const rows = 3;
    for (let r = 1; r <= rows; r++) {
      const dy = ((yBot - yTop) / (count - 1)) * (r / (rows + 1)) * 0.9 + 6 * u;
      const rp = pts.map(([x, yy]) => [x, yy + dy]);
      s += `<path d="${smooth(rp)}" fill="none" stroke="${mix(col, C.night, 0.35)}" stroke-width="${f(1.6 * u)}" opacity="0.3" stroke-dasharray="${f(rng.range(8, 20) * u)} ${f(rng.range(4, 9) * u)}"/>`;
    }
  }
  void w;
  return s;
}

/* ------------------------------------------------------------------ */
/* Scenes                                                              */
/* ------------------------------------------------------------------ */

/** Sea / lake landscape with sun. */
function sceneWaterHorizon(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const hz = h * rng.range(0.5, 0.58);
  let s = skyRect(ctx, mood, hz);
  if (mood.dark) s += stars(ctx, 40, hz * 0.6);
  const sx = w * rng.range(0.55, 0.75);
  const sy = hz - h * rng.range(0.1, 0.2);
  const sr = 55 * u * rng.range(0.9, 1.3);
  s += sunDisc(ctx, sx, sy, sr, mood);
  // far headlands
  const farA = mix(C.teal, mood.haze, 0.6);
  const farB = mix(C.teal, mood.haze, 0.4);
  s += band(ctx, peakPts(ctx, hz, h * 0.12, rng.range(0.05, 0.3), 0.18, 5 * u), farA);
  s += band(ctx, peakPts(ctx, hz + 2 * u, h * 0.07, rng.range(0.8, 1.0), 0.2, 4 * u), farB);
  const sea0 = mix(C.aqua, mood.haze, 0.35);
  const cols = [
    sea0,
    mix(C.aqua, C.blue, 0.4),
    C.blue,
    mix(C.blue, C.teal, 0.55),
    C.teal,
    mix(C.teal, C.night, 0.5),
  ];
  s += band(
    ctx,
    curvePts(ctx, hz, () => 0, 4),
    sea0,
  );
  s += sea(ctx, hz + 8 * u, cols.slice(1), { hl: C.white });
  s += `<g opacity="0.7">${sunReflection(ctx, sx, hz + 8 * u, hz + (h - hz) * 0.5, mood.sun, sr * 2.2)}</g>`;
  const feature = rng.int(0, 2);
  if (feature === 0) {
    // small sailing boat on the water
    const bx = w * rng.range(0.2, 0.4);
    const by = hz + (h - hz) * 0.3;
    const k = 58 * u;
    const boat = mix(C.night, C.teal, 0.2);
    s += `<path d="M${f(bx - k)},${f(by)}L${f(bx + k)},${f(by)}L${f(bx + k * 0.7)},${f(by + k * 0.3)}L${f(bx - k * 0.75)},${f(by + k * 0.3)}Z" fill="${boat}"/>`;
    s += `<path d="M${f(bx - k * 0.05)},${f(by - 4 * u)}L${f(bx - k * 0.05)},${f(by - k * 1.9)}L${f(bx - k * 0.95)},${f(by - 6 * u)}Z" fill="${C.white}"/>`;
    s += `<path d="M${f(bx + k * 0.05)},${f(by - 6 * u)}L${f(bx + k * 0.05)},${f(by - k * 1.5)}L${f(bx + k * 0.75)},${f(by - 6 * u)}Z" fill="${C.sand}"/>`;
  } else if (feature === 1) {
    // island with palms
    const ix = w * rng.range(0.15, 0.35);
    const iy = hz + (h - hz) * 0.22;
    s += `<ellipse cx="${f(ix)}" cy="${f(iy)}" rx="${f(110 * u)}" ry="${f(16 * u)}" fill="${mix(C.sand, C.ochre, 0.2)}"/>`;
    for (let i = 0; i < 3; i++)
      s += tree(
        ctx,
        ix - 50 * u + i * 45 * u,
        iy - 4 * u,
        (55 + i * 8) * u,
        mix(C.leaf, C.night, 0.35),
        'palm',
      );
  }
  s += birds(
    ctx,
    w * rng.range(0.2, 0.4),
    hz * 0.45,
    rng.int(2, 4),
    mix(C.night, mood.sky[1], 0.3),
  );
  return s;
}

/** Aerial river through dry land with contour lines. */
function sceneAerialRiver(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const ground = rng.pick([C.sand, mix(C.sand, C.ochre, 0.25), mix(C.sand, C.white, 0.3)]);
  let s = `<rect width="${w}" height="${h}" fill="${ground}"/>`;
  // terrain tone patches
  for (let i = 0; i < 5; i++) {
    s += contours(
      ctx,
      rng.range(0, w),
      rng.range(0, h),
      rng.int(5, 9),
      rng.range(30, 60) * u,
      rng.range(22, 34) * u,
      mix(C.ochre, C.teal, 0.25),
      0.4,
      1.6,
    );
  }
  // fields along river
  const pts = meander(
    ctx,
    [-0.05 * w, h * rng.range(0.25, 0.45)],
    [1.05 * w, h * rng.range(0.55, 0.8)],
    h * 0.12,
    rng.range(1.4, 2.2),
  );
  const greens = [
    C.leaf,
    mix(C.leaf, C.sand, 0.35),
    mix(C.leaf, C.night, 0.2),
    mix(C.leaf, C.aqua, 0.3),
  ];
  for (let i = 4; i < pts.length - 4; i += 3) {
    if (rng.chance(0.35)) continue;
    const [x, y] = pts[i];
    const side = rng.chance(0.5) ? 1 : -1;
    const fw = rng.range(40, 90) * u;
    const fh = rng.range(30, 60) * u;
    const ang = rng.range(-20, 20);
    const oy = side * rng.range(35, 70) * u;
    s += `<rect x="${f(x - fw / 2)}" y="${f(y + oy - fh / 2)}" width="${f(fw)}" height="${f(fh)}" rx="${f(4 * u)}" fill="${rng.pick(greens)}" transform="rotate(${f(ang)} ${f(x)} ${f(y + oy)})" opacity="0.9"/>`;
  }
  s += river(ctx, pts, 16 * u, C.blue, mix(C.leaf, C.sand, 0.15));
  // trees along banks
  for (let i = 2; i < pts.length - 2; i += 2) {
    const [x, y] = pts[i];
    for (let k = 0; k < 2; k++) {
      const side = k ? 1 : -1;
      s += `<circle cx="${f(x + rng.range(-10, 10) * u)}" cy="${f(y + side * rng.range(22, 34) * u)}" r="${f(rng.range(5, 9) * u)}" fill="${mix(C.leaf, C.night, 0.3)}" opacity="0.85"/>`;
    }
  }
  s += dotGrid(ctx, w * 0.06, h * 0.08, 10, 6, 18 * u, 2.2 * u, C.teal, 0.45, 'xy');
  void mood;
  return s;
}

/** Abstract composition: wave bands, big sun, droplets, dot grid. */
function sceneAbstractWaves(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const bg = mood.dark
    ? mix(C.night, C.teal, 0.3)
    : rng.pick([C.white, mix(C.sand, C.white, 0.5), mix(C.aqua, C.white, 0.75)]);
  let s = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  const sx = w * rng.range(0.25, 0.75);
  const sy = h * rng.range(0.3, 0.42);
  const sr = h * rng.range(0.17, 0.24);
  const sunCol = mood.dark ? C.sand : rng.pick([C.sand, mix(C.ochre, C.sand, 0.5), C.aqua]);
  s += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(sr * 1.45)}" fill="${mood.dark ? C.aqua : sunCol}" opacity="${mood.dark ? 0.12 : 0.25}"/>`;
  s += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(sr)}" fill="${sunCol}"/>`;
  s += contours(ctx, sx, sy, 6, sr * 1.7, 18 * u, mood.dark ? C.aqua : C.teal, 0.22, 1.4);
  s += dotGrid(
    ctx,
    w * rng.range(0.04, 0.1),
    h * 0.08,
    12,
    7,
    20 * u,
    2.4 * u,
    mood.dark ? C.aqua : C.teal,
    0.5,
    'x',
  );
  const y0 = h * rng.range(0.52, 0.6);
  const cols = mood.dark
    ? [
        mix(C.teal, C.aqua, 0.4),
        C.teal,
        mix(C.teal, C.blue, 0.5),
        mix(C.teal, C.night, 0.4),
        C.night,
      ]
    : [C.aqua, mix(C.aqua, C.blue, 0.5), C.blue, mix(C.blue, C.teal, 0.6), C.teal];
  s += sea(ctx, y0, cols, { hl: C.white });
  // droplets
  const nd = rng.int(2, 4);
  for (let i = 0; i < nd; i++) {
    const r = rng.range(10, 22) * u;
    const side = i % 2 ? 1 : -1;
    const x = sx + side * (sr * 1.7 + rng.range(20, 160) * u);
    const y = y0 - rng.range(40, 160) * u;
    s += `<path d="${dropletPath(x, y, r)}" fill="${i % 2 ? C.blue : C.aqua}" opacity="0.9"/>`;
  }
  return s;
}

/** Dunes with solar rows and wind turbines. */
function sceneEnergy(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const hz = h * rng.range(0.5, 0.56);
  const span = h - hz;
  let s = skyRect(ctx, mood, hz);
  if (mood.dark) s += stars(ctx, 50, hz * 0.6);
  const sx = w * rng.range(0.15, 0.85);
  const sr = 70 * u * rng.range(0.9, 1.3);
  s += sunDisc(ctx, sx, hz - h * rng.range(0.16, 0.26), sr, mood);
  // far ridge with turbines
  const ridge = hills(ctx, hz - 10 * u, 14 * u, 1.3, mix(C.ochre, mood.haze, 0.55));
  const withPylons = rng.chance(0.6);
  const withPond = rng.chance(0.5);
  const nT = withPylons ? rng.int(3, 4) : rng.int(4, 7);
  const tCol = turbineColor(mood);
  let turbines = '';
  for (let i = 0; i < nT; i++) {
    const t = (i + 0.5) / nT + rng.range(-0.04, 0.04);
    const x = t * w;
    const g = hz - 10 * u + ridge.fn(t);
    turbines += windTurbine(
      ctx,
      x,
      g + 4 * u,
      rng.range(90, 140) * u * (1 - Math.abs(t - 0.5) * 0.4),
      rng.range(0, 120),
      tCol,
    );
  }
  s += turbines + ridge.svg;
  const panel = {
    panel: linGrad(ctx, [
      [0, C.blue],
      [1, C.teal],
    ]),
    grid: C.aqua,
    edge: C.aqua,
    leg: mix(C.night, C.ochre, 0.3),
  };
  // dune bands and panel rows, back to front, scaled with depth
  const rows = [
    [0.06, 0.13, 0.05],
    [0.24, 0.2, 0.08],
    [0.47, 0.3, 0.12],
    [0.78, 0.44, 0.17],
  ];
  const duneCols = [
    mix(C.sand, mood.haze, 0.35),
    mix(C.sand, C.ochre, 0.15),
    mix(C.sand, C.ochre, 0.35),
    mix(C.ochre, C.sand, 0.35),
  ];
  rows.forEach(([y, pw, ph], k) => {
    const gy = hz + span * y;
    const dune = curvePts(ctx, gy - span * 0.04, sines(rng, (5 + 6 * k) * u, 1), 40);
    s += band(ctx, dune, duneCols[k]);
    if (k === 2 && withPond) {
      // storage reservoir between the rows
      const py = gy - span * 0.01;
      const pond = curvePts(ctx, py, sines(rng, 3 * u, 0.6), 30);
      s += band(ctx, pond, C.blue);
      s += `<path d="${smooth(pond)}" fill="none" stroke="${C.aqua}" stroke-width="${f(3 * u)}"/>`;
      s += `<path d="${smooth(pond.map(([x, yy]) => [x, yy + span * 0.05]))}" fill="none" stroke="${C.white}" stroke-width="${f(2 * u)}" opacity="0.5" stroke-dasharray="${f(60 * u)} ${f(90 * u)}"/>`;
      s += band(ctx, curvePts(ctx, py + span * 0.1, sines(rng, 4 * u, 0.8), 30), duneCols[k]);
      return;
    }
    const pwx = span * pw * 0.5;
    s += solarRow(
      ctx,
      rng.range(-pwx, 0),
      w + pwx,
      gy + span * 0.06,
      pwx,
      span * ph * 0.5,
      pwx * 0.2,
      panel,
    );
    if (k === 1 && withPylons) s += pylons(ctx, gy + span * 0.02, mood);
  });
  const fgB = hills(ctx, h - span * 0.1, 12 * u, 0.8, C.ochre);
  s += fgB.svg;
  for (let i = 0; i < 3; i++) {
    const y = h - span * 0.07 + i * 12 * u;
    s += `<path d="${smooth(curvePts(ctx, y, (t) => fgB.fn(t) * 0.9 + 4 * u * Math.sin(t * 14 + i), 40))}" fill="none" stroke="${C.sand}" stroke-width="${f(1.6 * u)}" opacity="0.45"/>`;
  }
  return s;
}

/** Transmission line with lattice pylons receding across the frame. */
function pylons(ctx, ground, mood) {
  const { w, u, rng } = ctx;
  const col = mood.dark ? mix(C.white, mood.haze, 0.45) : mix(C.teal, mood.haze, 0.25);
  const n = 4;
  const dir = rng.chance(0.5);
  const tops = [];
  let s = '';
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const k = dir ? t : 1 - t;
    const x = w * (0.08 + 0.84 * t);
    const H = (120 + 130 * k) * u;
    const g = ground + 40 * k * u;
    const b = H * 0.2;
    const arm = H * 0.34;
    s += `<path d="M${f(x - b)},${f(g)}L${f(x - b * 0.3)},${f(g - H * 0.72)}L${f(x)},${f(g - H)}L${f(x + b * 0.3)},${f(g - H * 0.72)}L${f(x + b)},${f(g)}M${f(x - b)},${f(g)}L${f(x + b * 0.55)},${f(g - H * 0.4)}M${f(x + b)},${f(g)}L${f(x - b * 0.55)},${f(g - H * 0.4)}M${f(x - b * 0.55)},${f(g - H * 0.4)}L${f(x + b * 0.3)},${f(g - H * 0.72)}M${f(x + b * 0.55)},${f(g - H * 0.4)}L${f(x - b * 0.3)},${f(g - H * 0.72)}M${f(x - arm)},${f(g - H * 0.72)}L${f(x + arm)},${f(g - H * 0.72)}M${f(x - arm * 0.7)},${f(g - H * 0.88)}L${f(x + arm * 0.7)},${f(g - H * 0.88)}" fill="none" stroke="${col}" stroke-width="${f(Math.max(1.2, H / 60))}" stroke-linejoin="round"/>`;
    tops.push([x, g, H, arm]);
  }
  for (let i = 0; i < n - 1; i++) {
    const [x1, g1, H1, a1] = tops[i];
    const [x2, g2, H2, a2] = tops[i + 1];
    for (const [fy, fa] of [
      [0.72, 1],
      [0.72, -1],
      [0.88, 0.7],
      [0.88, -0.7],
    ]) {
      const p1 = [x1 + a1 * fa, g1 - H1 * fy];
      const p2 = [x2 + a2 * fa, g2 - H2 * fy];
      s += `<path d="M${f(p1[0])},${f(p1[1])}Q${f((p1[0] + p2[0]) / 2)},${f(Math.max(p1[1], p2[1]) + 18 * u)} ${f(p2[0])},${f(p2[1])}" fill="none" stroke="${col}" stroke-width="${f(1.1 * u)}" opacity="0.8"/>`;
    }
  }
  return s;
}

function turbineColor(mood) {
  if (mood.dark) return mix(C.white, mood.haze, 0.3);
  if (mood === MOODS.pale) return mix(C.teal, mood.haze, 0.35);
  return mix(C.white, mood.haze, 0.1);
}

/** Top-down solar farm on sand. */
function sceneSolarAerial(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const bgc = mood.dark ? mix(C.teal, C.night, 0.45) : mix(C.sand, C.ochre, 0.3);
  let s = `<rect width="${w}" height="${h}" fill="${bgc}"/>`;
  s += contours(
    ctx,
    w * rng.range(0.1, 0.9),
    h * rng.range(0.2, 0.8),
    10,
    40 * u,
    40 * u,
    mood.dark ? C.sand : C.ochre,
    0.3,
    1.6,
  );
  const ang = rng.range(-18, -8);
  let g = `<g transform="rotate(${f(ang)} ${f(w / 2)} ${f(h / 2)})">`;
  const bw = 180 * u;
  const bh = 120 * u;
  const rowH = 10 * u;
  for (let by = -h * 0.3; by < h * 1.3; by += bh + 30 * u) {
    for (let bx = -w * 0.2; bx < w * 1.2; bx += bw + 30 * u) {
      if (rng.chance(0.12)) continue;
      for (let y = by; y < by + bh; y += rowH * 1.9) {
        g += `<rect x="${f(bx + 2 * u)}" y="${f(y + 3 * u)}" width="${f(bw)}" height="${f(rowH)}" fill="${C.night}" opacity="0.25"/>`;
        g += `<rect x="${f(bx)}" y="${f(y)}" width="${f(bw)}" height="${f(rowH)}" fill="${mood.dark ? (rng.chance(0.5) ? C.blue : mix(C.blue, C.aqua, 0.3)) : rng.chance(0.5) ? C.teal : mix(C.teal, C.blue, 0.4)}"/>`;
        g += `<rect x="${f(bx)}" y="${f(y)}" width="${f(bw)}" height="${f(rowH * 0.2)}" fill="${C.aqua}" opacity="0.6"/>`;
      }
    }
  }
  g += '</g>';
  s += g;
  // access road and a water pipe
  const p = meander(
    ctx,
    [-0.05 * w, h * rng.range(0.6, 0.85)],
    [1.05 * w, h * rng.range(0.1, 0.4)],
    h * 0.05,
    0.8,
  );
  s += `<path d="${smooth(p)}" fill="none" stroke="${mood.dark ? mix(C.sand, C.teal, 0.5) : C.sand}" stroke-width="${f(26 * u)}" stroke-linecap="round"/>`;
  s += `<path d="${smooth(p)}" fill="none" stroke="${C.white}" stroke-width="${f(2 * u)}" stroke-dasharray="${f(18 * u)} ${f(16 * u)}" opacity="0.8"/>`;
  // sun-glint gradient across everything
  s += `<rect width="${w}" height="${h}" fill="${radGrad(
    ctx,
    [
      [0, C.white, 0.35],
      [1, C.white, 0],
    ],
    0.75,
    0.2,
    0.7,
  )}"/>`;
  return s;
}

/** Terraced hills, palms and a canal. */
function sceneFood(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const hz = h * rng.range(0.4, 0.48);
  let s = skyRect(ctx, mood, hz + h * 0.1);
  const sx = w * rng.range(0.2, 0.8);
  s += sunDisc(ctx, sx, hz - h * rng.range(0.12, 0.2), 60 * u * rng.range(0.9, 1.2), mood);
  s += band(
    ctx,
    peakPts(ctx, hz + 10 * u, h * 0.12, rng.range(0.6, 0.9), 0.25, 6 * u),
    mix(C.teal, mood.haze, 0.55),
  );
  s += band(
    ctx,
    peakPts(ctx, hz + 30 * u, h * 0.09, rng.range(0.1, 0.4), 0.22, 5 * u),
    mix(C.leaf, mood.haze, 0.45),
  );
  const pal = [
    C.leaf,
    mix(C.leaf, C.sand, 0.45),
    mix(C.leaf, C.teal, 0.3),
    C.sand,
    mix(C.leaf, C.aqua, 0.25),
    mix(C.ochre, C.sand, 0.35),
  ];
  s += terraces(
    ctx,
    hz + 55 * u,
    h * 0.86,
    sx / w > 0.5 ? rng.range(0.2, 0.35) : rng.range(0.65, 0.8),
    0.3,
    rng.int(6, 8),
    rng.shuffle(pal),
  );
  // palms on terraces
  const np = rng.int(3, 5);
  const gx = rng.range(0.15, 0.85);
  const palms = [];
  for (let i = 0; i < np; i++) {
    const x = (gx + (i - (np - 1) / 2) * rng.range(0.07, 0.1)) * w;
    palms.push([x, h * rng.range(0.6, 0.8)]);
  }
  palms.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of palms)
    s += tree(
      ctx,
      x,
      y,
      rng.range(0.9, 1.1) * (40 + (y / h) * 60) * u,
      mix(C.leaf, C.night, 0.45),
      'palm',
    );
  // canal at the bottom
  const cy = h * 0.9;
  const canal = curvePts(ctx, cy, sines(rng, 6 * u, 0.8), 40);
  s += band(ctx, canal, C.blue);
  s += band(
    ctx,
    canal.map(([x, y]) => [x, y + 18 * u]),
    mix(C.leaf, C.night, 0.25),
  );
  s += `<path d="${smooth(canal.map(([x, y]) => [x, y + 18 * u]))}" fill="none" stroke="${C.aqua}" stroke-width="${f(2 * u)}" opacity="0.6"/>`;
  s += `<path d="${smooth(canal.map(([x, y]) => [x, y + 8 * u]))}" fill="none" stroke="${C.white}" stroke-width="${f(2 * u)}" opacity="0.5" stroke-dasharray="${f(50 * u)} ${f(40 * u)}"/>`;
  return s;
}

/** Top-down pivot irrigation farms. */
function scenePivots(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const bgc = mix(C.sand, C.ochre, rng.range(0.15, 0.35));
  let s = `<rect width="${w}" height="${h}" fill="${bgc}"/>`;
  s += contours(
    ctx,
    w * rng.range(0.2, 0.8),
    h * rng.range(0.2, 0.8),
    12,
    30 * u,
    38 * u,
    C.ochre,
    0.35,
    1.6,
  );
  const R = rng.range(95, 125) * u;
  const cols = [
    [C.leaf, mix(C.leaf, C.sand, 0.5)],
    [mix(C.leaf, C.teal, 0.25), C.leaf],
    [mix(C.leaf, C.sand, 0.3), mix(C.ochre, C.sand, 0.4)],
    [mix(C.sand, C.ochre, 0.45), mix(C.leaf, C.sand, 0.2)],
  ];
  const gap = R * 2.25;
  const ox = rng.range(-R, 0);
  const oy = rng.range(-R * 0.5, R * 0.3);
  for (let y = oy; y < h + R; y += gap) {
    for (let x = ox; x < w + R; x += gap) {
      if (rng.chance(0.1)) continue;
      s += pivot(ctx, x + R, y + R, R * rng.range(0.92, 1.0), rng.pick(cols));
    }
  }
  // canal
  const p = meander(
    ctx,
    [-0.05 * w, h * rng.range(0.3, 0.7)],
    [1.05 * w, h * rng.range(0.3, 0.7)],
    h * 0.02,
    0.5,
  );
  s += `<path d="${smooth(p)}" fill="none" stroke="${C.white}" stroke-width="${f(20 * u)}" opacity="0.9"/>`;
  s += `<path d="${smooth(p)}" fill="none" stroke="${C.blue}" stroke-width="${f(12 * u)}"/>`;
  void mood;
  return s;
}

/** Green hills, trees and a river winding into the distance. */
function sceneEnvironment(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const hz = h * rng.range(0.42, 0.5);
  let s = skyRect(ctx, mood, hz + 40 * u);
  if (mood.dark) s += stars(ctx, 40, hz * 0.6);
  const sx = w * rng.range(0.2, 0.8);
  s += sunDisc(ctx, sx, hz - h * rng.range(0.12, 0.22), 55 * u * rng.range(1, 1.3), mood);
  s += birds(
    ctx,
    w * rng.range(0.25, 0.75),
    hz * 0.5,
    rng.int(3, 5),
    mix(C.night, mood.sky[1], 0.2),
  );
  const layers = [
    [mix(C.teal, mood.haze, 0.62), hz, 40, 1.6],
    [mix(C.leaf, mood.haze, 0.5), hz + 40 * u, 34, 1.3],
    [mix(C.leaf, C.teal, 0.3), hz + 90 * u, 30, 1.1],
  ];
  for (const [col, y, a, fq] of layers) s += hills(ctx, y, a * u, fq, col).svg;
  // river in perspective: narrow at horizon, wide at bottom
  const vx = rng.range(0.35, 0.65) * w;
  const ph = rng.range(0, TAU);
  const left = [];
  const right = [];
  const n = 30;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const y = hz + 95 * u + (h - hz - 95 * u) * t * 1.05;
    const half = (6 + 170 * t * t) * u;
    const cx = vx + Math.sin(t * 3.2 + ph) * w * 0.16 * t + t * t * w * 0.1;
    left.push([cx - half, y]);
    right.push([cx + half, y]);
  }
  const riverD = smooth(left) + 'L' + smooth(right.reverse()).slice(1) + 'Z';
  const fg = mix(C.leaf, C.night, 0.15);
  s += hills(ctx, hz + 140 * u, 26 * u, 0.9, fg).svg;
  s += `<path d="${riverD}" fill="${linGrad(ctx, [
    [0, C.aqua],
    [1, C.blue],
  ])}"/>`;
  s += `<path d="${smooth(left)}" fill="none" stroke="${C.white}" stroke-width="${f(3 * u)}" opacity="0.4"/>`;
  // trees
  const nt = rng.int(8, 14);
  const treeCols = [mix(C.leaf, C.night, 0.35), mix(C.leaf, C.teal, 0.45), C.leaf];
  const trees = [];
  for (let i = 0; i < nt; i++) trees.push([rng.range(0, w), rng.range(hz + 150 * u, h * 0.98)]);
  trees.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of trees) {
    const sc = (30 + ((y - hz) / (h - hz)) * 70) * u;
    s += tree(ctx, x, y, sc, rng.pick(treeCols), rng.pick(['round', 'cone', 'round']));
  }
  return s;
}

/** Aerial wadi and vegetation / contour map. */
function sceneTopo(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const dark = mood.dark;
  const bgc = dark ? mix(C.night, C.teal, 0.35) : mix(C.white, C.sand, 0.4);
  let s = `<rect width="${w}" height="${h}" fill="${bgc}"/>`;
  const line = dark ? C.aqua : C.teal;
  for (let i = 0; i < 3; i++) {
    s += contours(
      ctx,
      w * rng.range(0.1, 0.9),
      h * rng.range(0.1, 0.9),
      rng.int(8, 13),
      rng.range(18, 30) * u,
      rng.range(18, 26) * u,
      line,
      dark ? 0.35 : 0.3,
      1.5,
    );
  }
  const p = meander(
    ctx,
    [w * rng.range(-0.05, 0.3), -0.05 * h],
    [w * rng.range(0.6, 1.05), 1.05 * h],
    w * 0.07,
    rng.range(1.3, 2),
  );
  s += river(ctx, p, 10 * u, C.blue, dark ? mix(C.teal, C.aqua, 0.35) : mix(C.aqua, C.white, 0.4));
  for (let i = 0; i < 60; i++) {
    const q = p[rng.int(0, p.length - 1)];
    s += `<circle cx="${f(q[0] + rng.range(-60, 60) * u)}" cy="${f(q[1] + rng.range(-40, 40) * u)}" r="${f(rng.range(4, 10) * u)}" fill="${rng.pick([C.leaf, mix(C.leaf, C.aqua, 0.3), mix(C.leaf, C.sand, 0.3)])}" opacity="0.8"/>`;
  }
  s += dotGrid(
    ctx,
    w * 0.62,
    h * 0.06,
    14,
    8,
    20 * u,
    2.3 * u,
    dark ? C.sand : C.ochre,
    0.55,
    'xy',
  );
  return s;
}

/** Desalination plant by the sea. */
function sceneDesal(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const hz = h * rng.range(0.5, 0.56);
  let s = skyRect(ctx, mood, hz);
  if (mood.dark) s += stars(ctx, 40, hz * 0.6);
  const sx = w * rng.range(0.18, 0.4);
  const sr = 60 * u;
  s += sunDisc(ctx, sx, hz - h * rng.range(0.14, 0.22), sr, mood);
  s += band(ctx, peakPts(ctx, hz, h * 0.05, 0.1, 0.2, 3 * u), mix(C.teal, mood.haze, 0.6));
  const seaCols = [
    mix(C.aqua, mood.haze, 0.3),
    mix(C.aqua, C.blue, 0.5),
    C.blue,
    mix(C.blue, C.teal, 0.6),
    C.teal,
  ];
  s += band(
    ctx,
    curvePts(ctx, hz, () => 0, 4),
    seaCols[0],
  );
  s += sea(ctx, hz + 12 * u, seaCols.slice(1), { calm: true });
  s += `<g opacity="0.65">${sunReflection(ctx, sx, hz + 8 * u, hz + (h - hz) * 0.42, mood.sun, sr * 2)}</g>`;
  // shore on the right
  const shoreX = w * rng.range(0.4, 0.5);
  const shoreTop = hz + 20 * u;
  const land = mix(C.sand, C.ochre, 0.2);
  s += `<path d="M${f(shoreX)},${f(shoreTop)}C${f(shoreX + 60 * u)},${f(shoreTop - 10 * u)} ${f(w * 0.7)},${f(shoreTop - 14 * u)} ${f(w * 1.05)},${f(shoreTop - 12 * u)}L${f(w * 1.05)},${f(h * 1.05)}L${f(shoreX - 220 * u)},${f(h * 1.05)}C${f(shoreX - 120 * u)},${f(h * 0.8)} ${f(shoreX - 60 * u)},${f(shoreTop + 30 * u)} ${f(shoreX)},${f(shoreTop)}Z" fill="${land}"/>`;
  const plantW = Math.min(w * 0.56, 720 * u);
  const px = shoreX + 70 * u;
  const pg = shoreTop + 2 * u;
  const body = mood.dark ? mix(C.night, C.teal, 0.4) : C.teal;
  s += desalPlant(ctx, px, pg, plantW, { body, light: mood.dark ? C.sand : C.aqua });
  // solar field powering the plant (front)
  const panel = {
    panel: linGrad(ctx, [
      [0, C.blue],
      [1, C.teal],
    ]),
    grid: C.aqua,
    edge: C.aqua,
    leg: mix(C.night, C.ochre, 0.3),
  };
  s += solarRow(ctx, shoreX + 10 * u, w + 40, pg + 70 * u, 58 * u, 20 * u, 12 * u, panel);
  // intake / outfall pipes into the sea
  const py = pg + 110 * u;
  s += pipe(
    ctx,
    [
      [w + 20, py],
      [shoreX + 30 * u, py],
      [shoreX - 80 * u, py + 40 * u],
      [shoreX - 260 * u, py + 40 * u],
    ],
    14 * u,
    mix(C.night, C.teal, 0.3),
    C.aqua,
  );
  s += pipe(
    ctx,
    [
      [w + 20, py + 46 * u],
      [shoreX + 80 * u, py + 46 * u],
      [shoreX - 20 * u, py + 96 * u],
      [shoreX - 170 * u, py + 96 * u],
    ],
    10 * u,
    mix(C.night, C.teal, 0.3),
    C.aqua,
  );
  const fgLand = mix(C.ochre, C.sand, 0.2);
  s += `<path d="M${f(shoreX + 60 * u)},${f(h * 1.05)}C${f(shoreX + 160 * u)},${f(h * 0.86)} ${f(w * 0.8)},${f(h * 0.88)} ${f(w * 1.05)},${f(h * 0.84)}L${f(w * 1.05)},${f(h * 1.05)}Z" fill="${fgLand}"/>`;
  return s;
}

/** Water reuse: aerial treatment plant feeding green fields. */
function sceneReuse(ctx, mood) {
  const { w, h, u, rng } = ctx;
  let s = `<rect width="${w}" height="${h}" fill="${mix(C.sand, C.white, 0.35)}"/>`;
  s += contours(ctx, w * 0.85, h * 0.15, 9, 30 * u, 30 * u, C.ochre, 0.28, 1.5);
  // fields on the right third
  const fx = w * 0.64;
  const greens = [
    C.leaf,
    mix(C.leaf, C.sand, 0.4),
    mix(C.leaf, C.teal, 0.3),
    mix(C.leaf, C.aqua, 0.35),
  ];
  const cw = 90 * u;
  const ch = 70 * u;
  for (let y = -10 * u; y < h; y += ch + 10 * u) {
    for (let x = fx; x < w; x += cw + 10 * u) {
      const col = rng.pick(greens);
      s += `<rect x="${f(x)}" y="${f(y)}" width="${f(cw)}" height="${f(ch)}" rx="${f(5 * u)}" fill="${col}"/>`;
      const vert = rng.chance(0.5);
      let rows = '';
      for (let k = 1; k < 6; k++) {
        rows += vert
          ? `M${f(x + (cw * k) / 6)},${f(y + 4 * u)}v${f(ch - 8 * u)}`
          : `M${f(x + 4 * u)},${f(y + (ch * k) / 6)}h${f(cw - 8 * u)}`;
      }
      s += `<path d="${rows}" stroke="${mix(col, C.night, 0.3)}" stroke-width="${f(1.6 * u)}" opacity="0.4"/>`;
    }
  }
  // treatment plant
  const pcx = w * 0.3;
  const pcy = h * 0.5;
  s += `<rect x="${f(pcx - 250 * u)}" y="${f(pcy - 200 * u)}" width="${f(470 * u)}" height="${f(400 * u)}" rx="${f(24 * u)}" fill="${mix(C.sand, C.ochre, 0.18)}"/>`;
  const clar = (cx, cy, r) => {
    let c = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r + 8 * u)}" fill="${C.white}"/>`;
    c += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${radGrad(ctx, [
      [0, C.aqua],
      [1, C.blue],
    ])}"/>`;
    c += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.7)}" fill="none" stroke="${C.white}" stroke-width="${f(1.5 * u)}" opacity="0.5"/>`;
    c += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.4)}" fill="none" stroke="${C.white}" stroke-width="${f(1.5 * u)}" opacity="0.4"/>`;
    const a = rng.range(0, 180);
    c += `<rect x="${f(cx - r)}" y="${f(cy - 3 * u)}" width="${f(2 * r)}" height="${f(6 * u)}" fill="${C.white}" transform="rotate(${f(a)} ${f(cx)} ${f(cy)})"/>`;
    c += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(9 * u)}" fill="${C.teal}"/>`;
    return c;
  };
  const rC = 70 * u;
  s += clar(pcx - 130 * u, pcy - 95 * u, rC);
  s += clar(pcx - 130 * u, pcy + 95 * u, rC);
  // aeration basins with dots
  for (let i = 0; i < 3; i++) {
    const bx = pcx - 20 * u + i * 75 * u;
    const by = pcy - 170 * u;
    s += `<rect x="${f(bx)}" y="${f(by)}" width="${f(62 * u)}" height="${f(220 * u)}" rx="${f(6 * u)}" fill="${C.white}"/>`;
    s += `<rect x="${f(bx + 5 * u)}" y="${f(by + 5 * u)}" width="${f(52 * u)}" height="${f(210 * u)}" rx="${f(4 * u)}" fill="${mix(C.teal, C.aqua, 0.45)}"/>`;
    s += dotGrid(ctx, bx + 14 * u, by + 16 * u, 3, 12, 17 * u, 2.6 * u, C.white, 0.6);
  }
  // polishing pond
  s += `<rect x="${f(pcx - 20 * u)}" y="${f(pcy + 75 * u)}" width="${f(212 * u)}" height="${f(100 * u)}" rx="${f(40 * u)}" fill="${C.aqua}"/>`;
  s += `<rect x="${f(pcx - 20 * u)}" y="${f(pcy + 75 * u)}" width="${f(212 * u)}" height="${f(100 * u)}" rx="${f(40 * u)}" fill="none" stroke="${C.white}" stroke-width="${f(6 * u)}"/>`;
  // pipes to the fields
  const pc = mix(C.teal, C.night, 0.25);
  s += pipe(
    ctx,
    [
      [pcx + 192 * u, pcy + 125 * u],
      [fx - 40 * u, pcy + 125 * u],
      [fx - 40 * u, pcy - 150 * u],
      [w + 20, pcy - 150 * u],
    ],
    12 * u,
    pc,
    C.aqua,
  );
  s += pipe(
    ctx,
    [
      [fx - 40 * u, pcy + 125 * u],
      [w + 20, pcy + 125 * u],
    ],
    12 * u,
    pc,
    C.aqua,
  );
  s += pipe(
    ctx,
    [
      [-20, pcy + 230 * u],
      [pcx - 250 * u, pcy + 230 * u],
      [pcx - 250 * u + 60 * u, pcy + 160 * u],
    ],
    14 * u,
    pc,
    C.aqua,
  );
  // droplets on pipe
  for (let i = 0; i < 3; i++) {
    s += `<path d="${dropletPath(fx - 40 * u + (i + 1) * 70 * u + 20 * u, pcy - 185 * u, 9 * u)}" fill="${C.blue}"/>`;
  }
  void mood;
  return s;
}

/** Policy / cooperation: abstract map with network and contour lines. */
function scenePolicy(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const dark = mood.dark;
  const bg = dark
    ? linGrad(
        ctx,
        [
          [0, C.night],
          [1, C.teal],
        ],
        0,
        0,
        1,
        1,
      )
    : linGrad(
        ctx,
        [
          [0, C.white],
          [1, mix(C.aqua, C.white, 0.6)],
        ],
        0,
        0,
        1,
        1,
      );
  let s = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  const line = dark ? C.aqua : C.teal;
  // globe-like meridians
  const gx = w * rng.range(0.55, 0.7);
  const gy = h * 0.52;
  const R = h * 0.4;
  s += `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(R)}" fill="${dark ? C.teal : C.white}" opacity="${dark ? 0.6 : 0.8}"/>`;
  let mer = '';
  for (let i = 1; i < 6; i++) {
    const rx = R * Math.abs(Math.cos((i / 6) * Math.PI));
    mer += `<ellipse cx="${f(gx)}" cy="${f(gy)}" rx="${f(rx)}" ry="${f(R)}"/>`;
  }
  for (let i = 1; i < 6; i++) {
    const yy = gy - R + (2 * R * i) / 6;
    const hw = Math.sqrt(Math.max(0, R * R - (yy - gy) * (yy - gy)));
    mer += `<line x1="${f(gx - hw)}" y1="${f(yy)}" x2="${f(gx + hw)}" y2="${f(yy)}"/>`;
  }
  s += `<g fill="none" stroke="${line}" stroke-width="${f(1.4 * u)}" opacity="0.35">${mer}</g>`;
  s += `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(R)}" fill="none" stroke="${line}" stroke-width="${f(2 * u)}" opacity="0.6"/>`;
  // land blobs
  const cp = clip(ctx, `<circle cx="${f(gx)}" cy="${f(gy)}" r="${f(R)}"/>`);
  let blobs = '';
  for (let i = 0; i < 4; i++) {
    const bx = gx + rng.range(-0.6, 0.6) * R;
    const by = gy + rng.range(-0.6, 0.6) * R;
    const br = rng.range(0.2, 0.38) * R;
    const pts = [];
    const sn = sines(rng, br * 0.3, 2);
    for (let k = 0; k < 24; k++) {
      const th = (k / 24) * TAU;
      const rr = br + sn(k / 24);
      pts.push([bx + rr * Math.cos(th), by + rr * Math.sin(th) * 0.8]);
    }
    blobs += `<path d="${smooth(pts, true)}" fill="${rng.pick([C.sand, mix(C.sand, C.ochre, 0.3), mix(C.leaf, C.sand, 0.5)])}" opacity="0.85"/>`;
  }
  s += `<g clip-path="${cp}">${blobs}</g>`;
  s += network(
    ctx,
    [gx - R * 0.85, gy - R * 0.75, gx + R * 0.85, gy + R * 0.75],
    11,
    dark ? C.white : C.teal,
    dark ? C.aqua : C.blue,
    0.6,
  );
  s += dotGrid(ctx, w * 0.05, h * 0.1, 10, 14, 22 * u, 2.4 * u, line, 0.4, 'x');
  s += contours(ctx, w * 0.12, h * 0.95, 8, 50 * u, 26 * u, line, 0.25, 1.4);
  return s;
}

/** Nexus panorama: water, fields, solar and wind in one landscape, linked by a network. */
function sceneNexus(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const hz = h * rng.range(0.46, 0.52);
  let s = skyRect(ctx, mood, hz + 30 * u);
  if (mood.dark) s += stars(ctx, 40, hz * 0.6);
  const sx = w * rng.range(0.4, 0.6);
  s += sunDisc(ctx, sx, hz - h * rng.range(0.18, 0.25), 58 * u, mood);
  // link arcs in the sky
  let arcs = '';
  for (let i = 0; i < 3; i++) {
    const r = (120 + i * 60) * u;
    arcs += `<path d="M${f(sx - r * 1.6)},${f(hz)}A${f(r * 1.6)},${f(r)} 0 0 1 ${f(sx + r * 1.6)},${f(hz)}" />`;
  }
  s += `<g fill="none" stroke="${C.white}" stroke-width="${f(1.6 * u)}" stroke-dasharray="${f(3 * u)} ${f(9 * u)}" stroke-linecap="round" opacity="0.55">${arcs}</g>`;
  const ridge = hills(ctx, hz, 16 * u, 1.4, mix(C.teal, mood.haze, 0.55));
  // turbines on the right ridge
  let tb = '';
  for (let i = 0; i < 3; i++) {
    const t = 0.72 + i * 0.09;
    tb += windTurbine(
      ctx,
      t * w,
      hz + ridge.fn(t) + 4 * u,
      (100 - i * 12) * u,
      rng.range(0, 120),
      turbineColor(mood),
    );
  }
  s += tb + ridge.svg;
  // left: water body
  const mid = mix(C.leaf, mood.haze, 0.35);
  s += hills(ctx, hz + 30 * u, 14 * u, 1.2, mid).svg;
  const lakeY = hz + 55 * u;
  const lake = `M${f(-20)},${f(lakeY)}C${f(w * 0.2)},${f(lakeY - 8 * u)} ${f(w * 0.35)},${f(lakeY + 4 * u)} ${f(w * 0.42)},${f(lakeY + 30 * u)}C${f(w * 0.46)},${f(lakeY + 60 * u)} ${f(w * 0.3)},${f(h * 0.8)} ${f(-20)},${f(h * 0.86)}Z`;
  s += `<path d="${lake}" fill="${linGrad(ctx, [
    [0, C.aqua],
    [1, C.blue],
  ])}"/>`;
  const cl = clip(ctx, `<path d="${lake}"/>`);
  let ripple = '';
  for (let i = 0; i < 8; i++) {
    const y = lakeY + (20 + i * 22) * u;
    ripple += `<path d="M${f(rng.range(-20, w * 0.1))},${f(y)}h${f(rng.range(0.1, 0.25) * w)}" />`;
  }
  s += `<g clip-path="${cl}" stroke="${C.white}" stroke-width="${f(2.5 * u)}" stroke-linecap="round" opacity="0.45">${ripple}</g>`;
  // middle: terraced fields
  const fieldTop = hz + 60 * u;
  const pal = [C.leaf, mix(C.leaf, C.sand, 0.4), mix(C.leaf, C.teal, 0.25), C.sand];
  let fields = '';
  for (let i = 0; i < 6; i++) {
    const y = fieldTop + i * 26 * u;
    const xl = w * 0.42 - i * 18 * u;
    const xr = w * 0.7 + i * 10 * u;
    fields += `<path d="M${f(xl)},${f(y)}L${f(xr)},${f(y - 6 * u)}L${f(xr + 10 * u)},${f(y + 26 * u)}L${f(xl - 14 * u)},${f(y + 30 * u)}Z" fill="${pal[i % pal.length]}"/>`;
    fields += `<path d="M${f(xl)},${f(y)}L${f(xr)},${f(y - 6 * u)}" stroke="${C.white}" stroke-width="${f(1.6 * u)}" opacity="0.45"/>`;
  }
  s += fields;
  // right: solar rows
  const panel = {
    panel: linGrad(ctx, [
      [0, C.blue],
      [1, C.teal],
    ]),
    grid: C.aqua,
    edge: C.aqua,
    leg: mix(C.night, C.ochre, 0.3),
  };
  s += `<path d="M${f(w * 0.66)},${f(hz + 50 * u)}L${f(w + 20)},${f(hz + 40 * u)}L${f(w + 20)},${f(h)}L${f(w * 0.74)},${f(h)}Z" fill="${mix(C.sand, C.ochre, 0.25)}"/>`;
  s += solarRow(ctx, w * 0.71, w + 20, hz + 100 * u, 50 * u, 17 * u, 10 * u, panel);
  s += solarRow(ctx, w * 0.73, w + 20, hz + 160 * u, 66 * u, 22 * u, 12 * u, panel);
  // foreground
  const fgc = mix(C.leaf, C.night, 0.2);
  const fg = hills(ctx, h * 0.84, 14 * u, 1.0, fgc);
  s += fg.svg;
  // pipe linking everything across the foreground
  const py = h * 0.91;
  s += pipe(
    ctx,
    [
      [-20, py],
      [w * 0.3, py],
      [w * 0.36, py - 30 * u],
      [w * 0.7, py - 30 * u],
      [w * 0.76, py],
      [w + 20, py],
    ],
    12 * u,
    mix(C.teal, C.night, 0.3),
    C.aqua,
  );
  const nodes = [
    [w * 0.18, h * 0.72],
    [w * 0.55, h * 0.66],
    [w * 0.86, h * 0.68],
  ];
  for (const [x, y] of nodes) {
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(16 * u)}" fill="${C.white}" opacity="0.35"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(7 * u)}" fill="${C.white}"/>`;
  }
  s += `<path d="M${f(nodes[0][0])},${f(nodes[0][1])}Q${f(w * 0.36)},${f(h * 0.55)} ${f(nodes[1][0])},${f(nodes[1][1])}Q${f(w * 0.7)},${f(h * 0.56)} ${f(nodes[2][0])},${f(nodes[2][1])}" fill="none" stroke="${C.white}" stroke-width="${f(2 * u)}" stroke-dasharray="${f(4 * u)} ${f(8 * u)}" stroke-linecap="round" opacity="0.8"/>`;
  return s;
}

/** Abstract nexus diagram over soft waves. */
function sceneNexusAbstract(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const dark = mood.dark;
  const bg = dark
    ? linGrad(ctx, [
        [0, C.teal],
        [1, C.night],
      ])
    : linGrad(ctx, [
        [0, C.white],
        [1, mix(C.sand, C.white, 0.4)],
      ]);
  let s = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  const cx = w * rng.range(0.35, 0.65);
  const cy = h * 0.44;
  const R = h * 0.17;
  s += contours(ctx, cx, cy, 9, R * 1.9, 22 * u, dark ? C.aqua : C.teal, 0.25, 1.4);
  s += dotGrid(ctx, w * 0.04, h * 0.06, 9, 9, 20 * u, 2.3 * u, dark ? C.aqua : C.ochre, 0.5, 'xy');
  const y0 = h * rng.range(0.68, 0.74);
  const cols = dark
    ? [mix(C.teal, C.blue, 0.5), C.teal, mix(C.teal, C.night, 0.5)]
    : [mix(C.aqua, C.white, 0.3), C.aqua, C.blue, C.teal];
  s += sea(ctx, y0, cols, {});
  s += nexusCircles(ctx, cx, cy, R, { rotate: rng.pick([0, 45, 0, 45, 20]) });
  return s;
}

/** Event / gathering: round table seen from above, radiating arcs. */
function sceneEvent(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const dark = mood.dark;
  const base = dark
    ? C.night
    : rng.pick([C.teal, mix(C.teal, C.blue, 0.4), mix(C.teal, C.leaf, 0.35)]);
  let s = `<rect width="${w}" height="${h}" fill="${linGrad(
    ctx,
    [
      [0, base],
      [1, mix(base, C.night, 0.5)],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  const cx = w * rng.range(0.4, 0.6);
  const cy = h * 0.5;
  const R = h * 0.2;
  for (let i = 6; i >= 1; i--) {
    s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R + i * 45 * u)}" fill="none" stroke="${C.aqua}" stroke-width="${f(1.5 * u)}" opacity="${(0.35 - i * 0.04).toFixed(2)}"/>`;
  }
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="${C.sand}"/>`;
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.62)}" fill="${mix(C.sand, C.ochre, 0.3)}"/>`;
  // water in centre
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.38)}" fill="${C.blue}"/>`;
  s += `<path d="${dropletPath(cx, cy + R * 0.1, R * 0.15)}" fill="${C.white}"/>`;
  // seats
  const seats = rng.int(10, 14);
  const seatCols = [C.aqua, C.sand, C.leaf, C.ochre, C.white, C.blue];
  for (let i = 0; i < seats; i++) {
    const a = (i / seats) * TAU;
    const x = cx + Math.cos(a) * R * 1.28;
    const y = cy + Math.sin(a) * R * 1.28;
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(R * 0.13)}" fill="${seatCols[i % seatCols.length]}"/>`;
  }
  // side wave bands
  const y0 = h * 0.82;
  s += band(ctx, curvePts(ctx, y0, sines(rng, 14 * u, 1.8), 50), C.blue, ' opacity="0.55"');
  s += band(ctx, curvePts(ctx, y0 + 30 * u, sines(rng, 12 * u, 2.2), 50), C.teal, ' opacity="0.8"');
  s += dotGrid(ctx, w * 0.04, h * 0.08, 8, 5, 22 * u, 2.4 * u, C.aqua, 0.6, 'x');
  s += dotGrid(ctx, w * 0.96 - 7 * 22 * u, h * 0.08, 8, 5, 22 * u, 2.4 * u, C.sand, 0.5, 'y');
  return s;
}

/** Event / conference: audience rows facing a screen showing a landscape. */
function sceneAuditorium(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const dark = mood.dark;
  const wall = dark ? C.night : mix(C.teal, C.night, 0.15);
  let s = `<rect width="${w}" height="${h}" fill="${linGrad(ctx, [
    [0, wall],
    [1, mix(wall, C.night, 0.6)],
  ])}"/>`;
  // light beams
  s += `<path d="M${f(w * 0.5)},${f(-10)}L${f(w * 0.12)},${f(h)}L${f(w * 0.88)},${f(h)}Z" fill="${C.aqua}" opacity="0.06"/>`;
  s += dotGrid(ctx, w * 0.04, h * 0.06, 6, 10, 22 * u, 2.2 * u, C.aqua, 0.35, 'x');
  s += dotGrid(ctx, w * 0.96 - 5 * 22 * u, h * 0.06, 6, 10, 22 * u, 2.2 * u, C.aqua, 0.35, 'y');
  // screen
  const sw = Math.min(w * 0.5, h * 0.8);
  const sh = sw * 0.5;
  const sxx = (w - sw) / 2;
  const syy = h * 0.08;
  s += `<rect x="${f(sxx - 10 * u)}" y="${f(syy - 10 * u)}" width="${f(sw + 20 * u)}" height="${f(sh + 20 * u)}" rx="${f(12 * u)}" fill="${mix(C.night, C.teal, 0.3)}"/>`;
  const inner = makeCtx(1200, 600, `${ctx.seed}-screen`);
  const innerArt = sceneWaterHorizon(inner, MOODS[rng.pick(['day', 'golden', 'pale'])]);
  ctx.defs.push(...inner.defs);
  const cp = clip(
    ctx,
    `<rect x="${f(sxx)}" y="${f(syy)}" width="${f(sw)}" height="${f(sh)}" rx="${f(6 * u)}"/>`,
  );
  s += `<g clip-path="${cp}"><g transform="translate(${f(sxx)},${f(syy)}) scale(${f((sw / 1200) * 1000) / 1000})">${innerArt}</g></g>`;
  // stage
  const stageY = syy + sh + 40 * u;
  s += `<path d="M${f(w * 0.18)},${f(stageY)}L${f(w * 0.82)},${f(stageY)}L${f(w * 0.9)},${f(stageY + 40 * u)}L${f(w * 0.1)},${f(stageY + 40 * u)}Z" fill="${mix(C.teal, C.night, 0.35)}"/>`;
  s += `<rect x="${f(w * 0.18)}" y="${f(stageY - 2 * u)}" width="${f(w * 0.64)}" height="${f(3 * u)}" fill="${C.aqua}" opacity="0.6"/>`;
  // lectern
  s += `<path d="M${f(w * 0.72)},${f(stageY)}l${f(10 * u)},${f(-62 * u)}h${f(46 * u)}l${f(10 * u)},${f(62 * u)}Z" fill="${C.sand}"/>`;
  s += `<path d="${dropletPath(w * 0.72 + 33 * u, stageY - 28 * u, 9 * u)}" fill="${C.blue}"/>`;
  // audience rows (back to front)
  const cols = [
    C.aqua,
    C.sand,
    C.leaf,
    C.ochre,
    C.blue,
    C.white,
    mix(C.aqua, C.leaf, 0.5),
    mix(C.sand, C.ochre, 0.5),
  ];
  const rowsN = 3;
  for (let r = 0; r < rowsN; r++) {
    const t = r / (rowsN - 1);
    const y = stageY + 90 * u + t * (h - stageY - 110 * u);
    const size = (30 + t * 30) * u;
    const step = size * 2.45;
    const off = (r % 2) * step * 0.5 + rng.range(0, step * 0.3);
    for (let x = -step + off; x < w + step; x += step) {
      const c = rng.pick(cols);
      const fig = mix(c, C.night, 0.25);
      s += `<path d="M${f(x - size * 1.05)},${f(y + size * 1.8)}C${f(x - size * 1.05)},${f(y + size * 0.75)} ${f(x - size * 0.6)},${f(y + size * 0.55)} ${f(x)},${f(y + size * 0.55)}C${f(x + size * 0.6)},${f(y + size * 0.55)} ${f(x + size * 1.05)},${f(y + size * 0.75)} ${f(x + size * 1.05)},${f(y + size * 1.8)}Z" fill="${fig}"/>`;
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size * 0.5)}" fill="${fig}"/>`;
    }
  }
  return s;
}

/** Monitoring / policy: water-level columns, trend line, contour background. */
function sceneColumns(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const dark = mood.dark;
  const bg = dark
    ? linGrad(
        ctx,
        [
          [0, C.teal],
          [1, C.night],
        ],
        0,
        0,
        1,
        1,
      )
    : linGrad(
        ctx,
        [
          [0, mix(C.sand, C.white, 0.55)],
          [1, C.white],
        ],
        0,
        0,
        1,
        1,
      );
  const line = dark ? C.aqua : C.teal;
  let s = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  s += contours(ctx, w * rng.range(0.7, 0.9), h * 0.2, 10, 40 * u, 28 * u, line, 0.22, 1.4);
  s += `<circle cx="${f(w * 0.8)}" cy="${f(h * 0.22)}" r="${f(70 * u)}" fill="${dark ? C.sand : C.ochre}" opacity="0.9"/>`;
  s += dotGrid(ctx, w * 0.06, h * 0.08, 14, 5, 22 * u, 2.4 * u, line, 0.45, 'x');
  const n = 7;
  const x0 = w * 0.14;
  const x1 = w * 0.86;
  const colW = ((x1 - x0) / n) * 0.56;
  const base = h * 0.86;
  const topY = h * 0.34;
  const tops = [];
  for (let i = 0; i < n; i++) {
    const cx = x0 + ((x1 - x0) * (i + 0.5)) / n;
    const lvl = 0.3 + 0.6 * (0.5 + 0.5 * Math.sin(i * 0.9 + rng.range(0, 1))) * rng.range(0.8, 1);
    const wy = base - (base - topY) * lvl;
    tops.push([cx, wy - 34 * u]);
    const cp = clip(
      ctx,
      `<rect x="${f(cx - colW / 2)}" y="${f(topY)}" width="${f(colW)}" height="${f(base - topY)}" rx="${f(colW / 2)}"/>`,
    );
    s += `<rect x="${f(cx - colW / 2)}" y="${f(topY)}" width="${f(colW)}" height="${f(base - topY)}" rx="${f(colW / 2)}" fill="${dark ? C.night : C.white}" opacity="${dark ? 0.5 : 0.9}"/>`;
    const wavePts = [];
    for (let k = 0; k <= 8; k++)
      wavePts.push([cx - colW / 2 - 4 + ((colW + 8) * k) / 8, wy + Math.sin(k * 1.4 + i) * 4 * u]);
    const d =
      smooth(wavePts) +
      `L${f(cx + colW / 2 + 4)},${f(base + 10)}L${f(cx - colW / 2 - 4)},${f(base + 10)}Z`;
    const col = [C.aqua, C.blue, C.teal, C.leaf, C.blue, C.aqua, C.ochre][i % 7];
    s += `<g clip-path="${cp}"><path d="${d}" fill="${col}"/><rect x="${f(cx - colW / 2)}" y="${f(wy + 14 * u)}" width="${f(colW)}" height="${f(3 * u)}" fill="${C.white}" opacity="0.35"/></g>`;
    s += `<rect x="${f(cx - colW / 2)}" y="${f(topY)}" width="${f(colW)}" height="${f(base - topY)}" rx="${f(colW / 2)}" fill="none" stroke="${line}" stroke-width="${f(2 * u)}" opacity="0.5"/>`;
  }
  s += `<path d="${smooth(tops)}" fill="none" stroke="${dark ? C.sand : C.teal}" stroke-width="${f(3 * u)}" stroke-dasharray="${f(2 * u)} ${f(9 * u)}" stroke-linecap="round"/>`;
  for (const [x, y] of tops)
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(12 * u)}" fill="${dark ? C.sand : C.teal}" opacity="0.2"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(6 * u)}" fill="${dark ? C.sand : C.teal}"/>`;
  s += `<rect x="${f(w * 0.08)}" y="${f(base + 16 * u)}" width="${f(w * 0.84)}" height="${f(3 * u)}" rx="${f(1.5 * u)}" fill="${line}" opacity="0.4"/>`;
  return s;
}

/** Climate: heat-striped sky, sun, dunes and a thin oasis. */
function sceneClimate(ctx, mood) {
  const { w, h, u, rng } = ctx;
  const hz = h * rng.range(0.5, 0.58);
  // stripes sky (warming-stripes inspired, palette only)
  const stripeCols = [
    C.teal,
    mix(C.teal, C.blue, 0.5),
    C.blue,
    C.aqua,
    mix(C.aqua, C.sand, 0.5),
    C.sand,
    mix(C.sand, C.ochre, 0.5),
    C.ochre,
  ];
  const n = 16;
  let s = '';
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const idx = Math.min(stripeCols.length - 1, Math.floor(Math.pow(t, 0.9) * stripeCols.length));
    s += `<rect x="${f((w * i) / n)}" y="0" width="${f(w / n + 1)}" height="${f(hz + 40 * u)}" fill="${stripeCols[idx]}"/>`;
  }
  s += `<rect width="${w}" height="${f(hz + 40 * u)}" fill="${linGrad(ctx, [
    [0, C.night, 0.35],
    [1, C.white, 0.15],
  ])}"/>`;
  const sx = w * rng.range(0.55, 0.8);
  s += sunDisc(ctx, sx, hz - h * 0.2, 70 * u, { ...mood, sun: C.white, halo: C.white });
  s += hills(ctx, hz, 22 * u, 1.2, mix(C.ochre, C.sand, 0.45)).svg;
  s += hills(ctx, hz + 50 * u, 26 * u, 0.9, mix(C.ochre, C.sand, 0.15)).svg;
  // oasis
  const ox = w * rng.range(0.25, 0.45);
  const oy = hz + 95 * u;
  s += `<ellipse cx="${f(ox)}" cy="${f(oy)}" rx="${f(150 * u)}" ry="${f(22 * u)}" fill="${C.blue}"/>`;
  s += `<ellipse cx="${f(ox - 20 * u)}" cy="${f(oy - 4 * u)}" rx="${f(90 * u)}" ry="${f(8 * u)}" fill="${C.aqua}"/>`;
  for (let i = 0; i < 4; i++)
    s += tree(
      ctx,
      ox - 150 * u + i * 95 * u + rng.range(-15, 15) * u,
      oy - 8 * u,
      rng.range(60, 85) * u,
      mix(C.leaf, C.night, 0.3),
      'palm',
    );
  const fg = hills(ctx, h * 0.8, 22 * u, 0.8, C.ochre);
  s += fg.svg;
  for (let i = 0; i < 4; i++) {
    s += `<path d="${smooth(curvePts(ctx, h * 0.84 + i * 16 * u, (t) => fg.fn(t) + 5 * u * Math.sin(t * 12 + i), 40))}" fill="none" stroke="${C.sand}" stroke-width="${f(1.6 * u)}" opacity="0.45"/>`;
  }
  return s;
}

const SCENES = {
  water: [sceneWaterHorizon, sceneAerialRiver, sceneAbstractWaves],
  energy: [sceneEnergy, sceneSolarAerial],
  food: [sceneFood, scenePivots],
  environment: [sceneEnvironment, sceneTopo],
  nexus: [sceneNexus, sceneNexusAbstract],
  desal: [sceneDesal],
  reuse: [sceneReuse],
  policy: [scenePolicy, sceneColumns],
  event: [sceneEvent, sceneAuditorium],
  climate: [sceneClimate],
  abstract: [sceneAbstractWaves],
  topo: [sceneTopo],
};

/** Compose one illustration. */
function illustration(w, h, seed, theme, opts = {}) {
  const ctx = makeCtx(w, h, seed);
  const { rng } = ctx;
  const list = SCENES[theme];
  const scene = opts.variant != null ? list[opts.variant % list.length] : rng.pick(list);
  const mood = MOODS[opts.mood ?? rng.pick(['day', 'golden', 'dusk', 'pale', 'day', 'golden'])];
  let body = scene(ctx, mood);
  const flip = opts.flip ?? rng.chance(0.35);
  if (flip) body = `<g transform="translate(${w},0) scale(-1,1)">${body}</g>`;
  if (opts.hero) {
    // darker toward the bottom-left for legible white text
    body += `<rect width="${w}" height="${h}" fill="${linGrad(
      ctx,
      [
        [0, C.night, 0.85],
        [0.4, C.night, 0.45],
        [0.85, C.night, 0],
      ],
      0,
      1,
      0.85,
      0.05,
    )}"/>`;
    body += `<rect width="${w}" height="${h}" fill="${linGrad(ctx, [
      [0.5, C.night, 0],
      [1, C.night, 0.45],
    ])}"/>`;
  }
  if (opts.overlay) body += opts.overlay(ctx);
  return doc(ctx, body);
}

/* ------------------------------------------------------------------ */
/* Covers, portraits, emblems                                          */
/* ------------------------------------------------------------------ */

function cover(seed, i) {
  const w = 800;
  const h = 1100;
  const ctx = makeCtx(w, h, seed);
  const { rng, u } = ctx;
  const schemes = [
    { bg: C.teal, accent: C.aqua, sun: C.sand, band: [C.aqua, C.blue, mix(C.blue, C.night, 0.4)] },
    {
      bg: C.white,
      accent: C.teal,
      sun: C.ochre,
      band: [C.sand, mix(C.sand, C.ochre, 0.5), C.ochre],
    },
    { bg: C.night, accent: C.sand, sun: C.sand, band: [C.teal, mix(C.teal, C.blue, 0.5), C.blue] },
    {
      bg: mix(C.sand, C.white, 0.4),
      accent: C.leaf,
      sun: C.leaf,
      band: [mix(C.leaf, C.sand, 0.4), C.leaf, mix(C.leaf, C.night, 0.35)],
    },
    { bg: C.blue, accent: C.white, sun: C.white, band: [C.aqua, C.teal, C.night] },
    { bg: mix(C.aqua, C.white, 0.7), accent: C.teal, sun: C.ochre, band: [C.aqua, C.blue, C.teal] },
  ];
  const sc = schemes[(i - 1) % schemes.length];
  let s = `<rect width="${w}" height="${h}" fill="${sc.bg}"/>`;
  const motif = (i - 1) % 6;
  const artTop = 0;
  const artBot = h * 0.66;
  const cp = clip(ctx, `<rect x="0" y="${artTop}" width="${w}" height="${f(artBot)}"/>`);
  let art = '';
  if (motif === 0) {
    art += `<circle cx="${f(w * 0.66)}" cy="${f(h * 0.26)}" r="${f(150 * u)}" fill="${sc.sun}"/>`;
    art += contours(ctx, w * 0.66, h * 0.26, 8, 190 * u, 26 * u, sc.accent, 0.35, 1.5);
    for (let k = 0; k < 3; k++)
      art += band(
        ctx,
        curvePts(ctx, h * (0.42 + k * 0.08), sines(rng, 24 * u, 1.4 + k * 0.4), 40),
        sc.band[k],
      );
  } else if (motif === 1) {
    art += contours(ctx, w * 0.45, h * 0.32, 16, 30 * u, 24 * u, sc.accent, 0.45, 1.8);
    art += `<path d="${smooth(meander(ctx, [w * 0.1, -20], [w * 0.9, artBot + 20], 70 * u, 1.6))}" fill="none" stroke="${C.blue}" stroke-width="${f(14 * u)}" stroke-linecap="round"/>`;
    art += `<circle cx="${f(w * 0.78)}" cy="${f(h * 0.12)}" r="${f(50 * u)}" fill="${sc.sun}"/>`;
  } else if (motif === 2) {
    art += dotGrid(ctx, 60 * u, 60 * u, 18, 17, 40 * u, 3 * u, sc.accent, 0.55, 'y');
    art += `<circle cx="${f(w * 0.5)}" cy="${f(h * 0.36)}" r="${f(200 * u)}" fill="${sc.band[0]}"/>`;
    art += `<path d="${dropletPath(w * 0.5, h * 0.4, 90 * u)}" fill="${sc.band[2]}"/>`;
    art += `<path d="${dropletPath(w * 0.5, h * 0.4, 40 * u)}" fill="${sc.sun}"/>`;
  } else if (motif === 3) {
    art += `<circle cx="${f(w * 0.3)}" cy="${f(h * 0.16)}" r="${f(80 * u)}" fill="${C.sand}"/>`;
    ctx.h = artBot;
    art += terraces(ctx, h * 0.22, artBot, 0.6, 0.35, 7, [
      sc.band[0],
      C.sand,
      sc.band[1],
      mix(C.leaf, C.aqua, 0.3),
      sc.band[2],
    ]);
    ctx.h = h;
  } else if (motif === 4) {
    art += `<rect x="0" y="${f(h * 0.4)}" width="${w}" height="${f(artBot)}" fill="${mix(C.blue, C.night, 0.3)}"/>`;
    for (let r = 0; r < 6; r++) {
      for (let c = 0; c < 5; c++) {
        const x = 70 * u + c * 140 * u;
        const y = 70 * u + r * 110 * u;
        art += `<rect x="${f(x)}" y="${f(y)}" width="${f(120 * u)}" height="${f(90 * u)}" rx="${f(6 * u)}" fill="${(r + c) % 3 === 0 ? C.aqua : C.teal}" opacity="${(0.5 + ((r * 5 + c) % 4) * 0.12).toFixed(2)}"/>`;
        art += `<path d="M${f(x + 40 * u)},${f(y)}v${f(90 * u)}M${f(x + 80 * u)},${f(y)}v${f(90 * u)}M${f(x)},${f(y + 45 * u)}h${f(120 * u)}" stroke="${C.white}" stroke-width="${f(1.4 * u)}" opacity="0.35"/>`;
      }
    }
    art += `<circle cx="${f(w * 0.72)}" cy="${f(h * 0.5)}" r="${f(110 * u)}" fill="${sc.sun}"/>`;
  } else {
    art += nexusCircles(ctx, w * 0.5, h * 0.33, 130 * u, { drop: C.white });
    art += contours(ctx, w * 0.5, h * 0.33, 6, 260 * u, 26 * u, sc.accent, 0.3, 1.4);
  }
  s += `<g clip-path="${cp}">${art}</g>`;
  // title zone (left blank for the site's own text), rule lines
  s += `<rect x="${f(60 * u)}" y="${f(artBot + 60 * u)}" width="${f(90 * u)}" height="${f(8 * u)}" fill="${sc.accent}"/>`;
  const lineCol =
    sc.bg === C.white || sc.bg.startsWith('#f') || sc.bg.startsWith('#e') || sc.bg.startsWith('#d')
      ? C.teal
      : C.white;
  s += `<rect x="${f(60 * u)}" y="${f(artBot + 100 * u)}" width="${f(w - 120 * u)}" height="${f(2 * u)}" fill="${lineCol}" opacity="0.18"/>`;
  s += `<rect x="${f(60 * u)}" y="${f(h - 90 * u)}" width="${f(w - 120 * u)}" height="${f(2 * u)}" fill="${lineCol}" opacity="0.18"/>`;
  s += `<g transform="translate(${f(w - 60 * u - 48)},${f(h - 70 * u)}) scale(1)">${emblemInner(lineCol === C.white ? 'light' : 'dark')}</g>`;
  // spine shading
  s += `<rect width="${f(28 * u)}" height="${h}" fill="${linGrad(
    ctx,
    [
      [0, C.night, 0.35],
      [1, C.night, 0],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
  s += `<rect x="${f(28 * u)}" width="${f(2 * u)}" height="${h}" fill="${C.white}" opacity="0.18"/>`;
  return doc(ctx, s);
}

function portrait(seed, i) {
  const S = 600;
  const ctx = makeCtx(S, S, seed);
  const { rng } = ctx;
  // [background hue, figure colour]
  const pairs = [
    [C.aqua, C.teal],
    [C.sand, mix(C.teal, C.night, 0.2)],
    [C.leaf, mix(C.leaf, C.night, 0.45)],
    [C.blue, mix(C.blue, C.night, 0.45)],
    [C.ochre, mix(C.ochre, C.night, 0.45)],
    [mix(C.teal, C.aqua, 0.4), C.night],
    [mix(C.aqua, C.leaf, 0.5), mix(C.teal, C.leaf, 0.35)],
    [mix(C.sand, C.ochre, 0.4), mix(C.blue, C.night, 0.35)],
  ];
  const [hue, fig] = pairs[(i - 1) % pairs.length];
  const bgA = mix(hue, C.white, 0.74);
  const bgB = mix(hue, C.white, 0.52);
  let s = `<rect width="${S}" height="${S}" fill="${linGrad(
    ctx,
    [
      [0, bgA],
      [1, bgB],
    ],
    0,
    0,
    1,
    1,
  )}"/>`;
  const m = i % 3;
  if (m === 0) s += contours(ctx, S * 0.8, S * 0.18, 7, 30, 22, mix(hue, C.night, 0.3), 0.2, 1.4);
  else if (m === 1) s += dotGrid(ctx, 40, 40, 8, 6, 22, 2.6, mix(hue, C.night, 0.3), 0.3, 'xy');
  else
    s += `<circle cx="${f(S * 0.5)}" cy="${f(S * 0.44)}" r="${f(S * 0.36)}" fill="${C.white}" opacity="0.4"/>`;
  const cx = S / 2;
  const R = S * rng.range(0.118, 0.13);
  const headY = S * 0.39;
  const sw = S * rng.range(0.33, 0.37);
  const top = S * 0.66;
  const nw = R * 0.48;
  const neckTop = headY + R * 0.7;
  const body =
    `M${f(cx - sw)},${S + 2}` +
    `C${f(cx - sw)},${f(top + S * 0.07)} ${f(cx - sw * 0.86)},${f(top - S * 0.005)} ${f(cx - sw * 0.5)},${f(top - S * 0.02)}` +
    `C${f(cx - nw * 1.5)},${f(top - S * 0.03)} ${f(cx - nw)},${f(top - S * 0.05)} ${f(cx - nw)},${f(neckTop)}` +
    `L${f(cx + nw)},${f(neckTop)}` +
    `C${f(cx + nw)},${f(top - S * 0.05)} ${f(cx + nw * 1.5)},${f(top - S * 0.03)} ${f(cx + sw * 0.5)},${f(top - S * 0.02)}` +
    `C${f(cx + sw * 0.86)},${f(top - S * 0.005)} ${f(cx + sw)},${f(top + S * 0.07)} ${f(cx + sw)},${S + 2}Z`;
  s += `<path d="${body}" fill="${fig}"/>`;
  const style = [0, 1, 0, 2, 0, 1, 2, 0][(i - 1) % 8];
  if (style === 1) {
    // soft head covering that flows into the shoulders
    s += `<path d="M${f(cx - R * 1.55)},${f(top + S * 0.01)}C${f(cx - R * 1.3)},${f(headY + R * 0.9)} ${f(cx - R * 1.32)},${f(headY - R * 1.25)} ${f(cx)},${f(headY - R * 1.22)}C${f(cx + R * 1.32)},${f(headY - R * 1.25)} ${f(cx + R * 1.3)},${f(headY + R * 0.9)} ${f(cx + R * 1.55)},${f(top + S * 0.01)}Z" fill="${fig}"/>`;
  } else if (style === 2) {
    s += `<ellipse cx="${f(cx)}" cy="${f(headY - R * 0.12)}" rx="${f(R * 1.1)}" ry="${f(R * 1.08)}" fill="${fig}"/>`;
  } else {
    s += `<circle cx="${f(cx)}" cy="${f(headY)}" r="${f(R)}" fill="${fig}"/>`;
  }
  s += `<path d="M${f(cx - sw)},${S}C${f(cx - sw)},${f(top + S * 0.07)} ${f(cx - sw * 0.86)},${f(top - S * 0.005)} ${f(cx - sw * 0.5)},${f(top - S * 0.02)}" fill="none" stroke="${C.white}" stroke-width="3" opacity="0.2"/>`;
  return doc(ctx, s);
}

function partnerMark(seed, i) {
  const w = 600;
  const h = 300;
  const ctx = makeCtx(w, h, seed);
  const cx = w / 2;
  const cy = h / 2;
  let s = `<rect width="${w}" height="${h}" fill="#ffffff"/>`;
  const R = 92;
  switch ((i - 1) % 8) {
    case 0: {
      // concentric arcs with a dot
      for (let k = 0; k < 4; k++) {
        const r = 26 + k * 22;
        s += `<path d="M${f(cx - r)},${f(cy + 40)}A${r},${r} 0 0 1 ${f(cx + r)},${f(cy + 40)}" fill="none" stroke="${k % 2 ? C.aqua : C.blue}" stroke-width="13" stroke-linecap="round"/>`;
      }
      s += `<circle cx="${cx}" cy="${cy + 40}" r="12" fill="${C.teal}"/>`;
      break;
    }
    case 1: {
      // hexagon with wave lines
      const pts = [];
      for (let k = 0; k < 6; k++)
        pts.push([
          cx + R * Math.cos((k * TAU) / 6 + Math.PI / 6),
          cy + R * Math.sin((k * TAU) / 6 + Math.PI / 6),
        ]);
      const d = 'M' + pts.map((p) => `${f(p[0])},${f(p[1])}`).join('L') + 'Z';
      s += `<path d="${d}" fill="${C.teal}"/>`;
      const cp = clip(ctx, `<path d="${d}"/>`);
      let waves = '';
      for (let k = 0; k < 4; k++) {
        const y = cy - 20 + k * 24;
        waves += `<path d="M${cx - R},${y}q25,-16 50,0t50,0t50,0t50,0" fill="none" stroke="${k < 2 ? C.aqua : C.white}" stroke-width="8" stroke-linecap="round"/>`;
      }
      s += `<g clip-path="${cp}">${waves}</g>`;
      break;
    }
    case 2: {
      // leaf + droplet
      s += `<path d="M${cx - 10},${cy + 80}C${cx - 110},${cy + 40} ${cx - 100},${cy - 70} ${cx - 10},${cy - 90}C${cx + 10},${cy - 10} ${cx + 20},${cy + 40} ${cx - 10},${cy + 80}Z" fill="${C.leaf}"/>`;
      s += `<path d="M${cx - 10},${cy + 76}Q${cx - 40},${cy} ${cx - 14},${cy - 80}" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.7"/>`;
      s += `<path d="${dropletPath(cx + 48, cy + 30, 40)}" fill="${C.blue}"/>`;
      break;
    }
    case 3: {
      // sun over waves
      s += `<circle cx="${cx}" cy="${cy - 22}" r="52" fill="${C.ochre}"/>`;
      s += `<rect x="${cx - 100}" y="${cy - 10}" width="200" height="110" fill="#ffffff"/>`;
      for (let k = 0; k < 3; k++) {
        const y = cy + 8 + k * 24;
        s += `<path d="M${cx - 90},${y}q22.5,-14 45,0t45,0t45,0t45,0" fill="none" stroke="${k === 0 ? C.blue : k === 1 ? C.teal : C.aqua}" stroke-width="10" stroke-linecap="round"/>`;
      }
      break;
    }
    case 4: {
      // nexus 2x2 circles
      const cols = [C.blue, C.ochre, C.leaf, C.aqua];
      const o = 34;
      [
        [-o, -o],
        [o, -o],
        [-o, o],
        [o, o],
      ].forEach(([dx, dy], k) => {
        s += `<circle cx="${cx + dx}" cy="${cy + dy}" r="52" fill="${cols[k]}" opacity="0.78"/>`;
      });
      break;
    }
    case 5: {
      // mountains and river
      s += `<path d="M${cx - 110},${cy + 70}L${cx - 40},${cy - 60}L${cx + 10},${cy + 10}L${cx + 45},${cy - 30}L${cx + 110},${cy + 70}Z" fill="${C.teal}"/>`;
      s += `<path d="M${cx - 40},${cy - 60}L${cx - 20},${cy - 22}L${cx - 40},${cy - 30}L${cx - 58},${cy - 26}Z" fill="#ffffff" opacity="0.85"/>`;
      s += `<path d="M${cx + 30},${cy + 70}C${cx + 10},${cy + 40} ${cx + 60},${cy + 30} ${cx + 30},${cy + 5}" fill="none" stroke="${C.aqua}" stroke-width="12" stroke-linecap="round"/>`;
      break;
    }
    case 6: {
      // rounded square with diagonal stripes and circle
      const cp = clip(
        ctx,
        `<rect x="${cx - 85}" y="${cy - 85}" width="170" height="170" rx="34"/>`,
      );
      let st = `<rect x="${cx - 85}" y="${cy - 85}" width="170" height="170" fill="${C.night}"/>`;
      for (let k = -4; k < 5; k++)
        st += `<rect x="${cx + k * 40}" y="${cy - 150}" width="14" height="300" fill="${C.aqua}" opacity="0.55" transform="rotate(35 ${cx} ${cy})"/>`;
      st += `<circle cx="${cx + 28}" cy="${cy - 26}" r="38" fill="${C.sand}"/>`;
      s += `<g clip-path="${cp}">${st}</g>`;
      break;
    }
    default: {
      // eight-point star (two rotated squares) with droplet
      const sq = 70;
      s += `<rect x="${cx - sq}" y="${cy - sq}" width="${sq * 2}" height="${sq * 2}" fill="${C.teal}"/>`;
      s += `<rect x="${cx - sq}" y="${cy - sq}" width="${sq * 2}" height="${sq * 2}" fill="${C.blue}" transform="rotate(45 ${cx} ${cy})" opacity="0.9"/>`;
      s += `<circle cx="${cx}" cy="${cy}" r="54" fill="#ffffff"/>`;
      s += `<path d="${dropletPath(cx, cy + 14, 26)}" fill="${C.teal}"/>`;
    }
  }
  return doc(ctx, s);
}

/* ------------------------------------------------------------------ */
/* Brand emblem                                                        */
/* ------------------------------------------------------------------ */

/** Emblem drawn in a 48x48 box. tone: 'dark' (on light) or 'light' (on dark). */
function emblemInner(tone = 'dark') {
  const outer = tone === 'dark' ? C.teal : C.white;
  const mid = tone === 'dark' ? C.blue : C.aqua;
  const drop = tone === 'dark' ? C.blue : C.aqua;
  // arcs open at the top where the droplet's tip rises
  return (
    `<path d="M11.3,8.6A19.5,19.5 0 1 0 36.7,8.6" fill="none" stroke="${outer}" stroke-width="3.6" stroke-linecap="round"/>` +
    `<path d="M15.6,14.4A13,13 0 1 0 32.4,14.4" fill="none" stroke="${mid}" stroke-width="3" stroke-linecap="round" opacity="0.9"/>` +
    `<path d="${dropletPath(24, 28.5, 7.2)}" fill="${drop}"/>` +
    `<path d="M20.3,29.6C20.6,32.2 22.6,33.9 25,34" fill="none" stroke="${C.white}" stroke-width="1.6" stroke-linecap="round" opacity="0.85"/>`
  );
}

function logoMarkSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="INWRDAM">${emblemInner('dark')}</svg>\n`;
}
function logoSvg() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 48" width="180" height="48" role="img" aria-label="INWRDAM">` +
    emblemInner('dark') +
    `<text x="56" y="33" textLength="116" lengthAdjust="spacingAndGlyphs" font-family="Inter, system-ui, sans-serif" font-weight="700" font-size="22" letter-spacing="0.6" fill="${C.teal}">INWRDAM</text>` +
    `</svg>\n`
  );
}
function iconSvg() {
  // simplified for 16-32 px: rounded tile, one bold arc, droplet
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">` +
    `<rect width="32" height="32" rx="7" fill="${C.teal}"/>` +
    `<path d="M8.6,7.6A11.4,11.4 0 1 0 23.4,7.6" fill="none" stroke="${C.aqua}" stroke-width="2.6" stroke-linecap="round"/>` +
    `<path d="${dropletPath(16, 19.2, 5.4)}" fill="${C.white}"/>` +
    `</svg>\n`
  );
}
function appleIconSvg() {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180" width="180" height="180">` +
    `<rect width="180" height="180" fill="${C.white}"/>` +
    `<g transform="translate(22,22) scale(2.833)">${emblemInner('dark')}</g>` +
    `</svg>`
  );
}

/* ------------------------------------------------------------------ */
/* Open Graph images                                                   */
/* ------------------------------------------------------------------ */

function escapeXml(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function ogImage(lang) {
  const w = 1200;
  const h = 630;
  const rtl = lang === 'ar' || lang === 'fa';
  const ctx = makeCtx(w, h, `og-${lang}`);
  // artwork: nexus landscape, mirrored for RTL so the text side stays dark
  let art = sceneNexus(ctx, MOODS.golden);
  if (!rtl) art = `<g transform="translate(${w},0) scale(-1,1)">${art}</g>`;
  let s = art;
  // readability panel
  const g = rtl
    ? linGrad(
        ctx,
        [
          [0, C.night, 0],
          [0.35, C.night, 0.55],
          [1, C.night, 0.92],
        ],
        0,
        0,
        1,
        0,
      )
    : linGrad(
        ctx,
        [
          [0, C.night, 0.92],
          [0.65, C.night, 0.55],
          [1, C.night, 0],
        ],
        0,
        0,
        1,
        0,
      );
  s += `<rect width="${w}" height="${h}" fill="${g}"/>`;
  const pad = 72;
  const texts = {
    en: ['Inter-Islamic Network on Water Resources', 'Development and Management'],
    fr: ['Réseau interislamique de développement', 'et de gestion des ressources en eau'],
    ar: ['الشبكة الإسلامية لتنمية', 'وإدارة مصادر المياه'],
    fa: ['شبکهٔ اسلامی توسعه', 'و مدیریت منابع آب'],
  };
  const lines = texts[lang];
  const top = 96;
  const emX = rtl ? w - pad - 96 : pad;
  s += `<g transform="translate(${emX},${top}) scale(2)">${emblemInner('light')}</g>`;
  const latin = 'Noto Sans, DejaVu Sans, sans-serif';
  const arabic = 'Noto Sans Arabic, Noto Naskh Arabic, DejaVu Sans, sans-serif';
  const x = rtl ? w - pad : pad;
  const anchor = rtl ? 'end' : 'start';
  // wordmark
  s += `<text x="${x}" y="${top + 190}" font-family="${latin}" font-weight="700" font-size="80" letter-spacing="2" fill="${C.white}" text-anchor="${anchor}">INWRDAM</text>`;
  // accent bar standing in for the "—" between acronym and full name
  s += `<rect x="${rtl ? w - pad - 84 : pad}" y="${top + 222}" width="84" height="6" rx="3" fill="${C.aqua}"/>`;
  const size = rtl ? 52 : 40;
  const lh = rtl ? 80 : 56;
  lines.forEach((ln, k) => {
    const y = top + (rtl ? 310 : 296) + k * lh;
    if (rtl) {
      s += `<text x="${x}" y="${y}" font-family="${arabic}" font-weight="700" font-size="${size}" fill="${C.white}" direction="rtl" text-anchor="start" xml:lang="${lang}">${escapeXml(ln)}</text>`;
    } else {
      s += `<text x="${x}" y="${y}" font-family="${latin}" font-weight="600" font-size="${size}" fill="${C.white}" xml:lang="${lang}">${escapeXml(ln)}</text>`;
    }
  });
  return doc(ctx, s);
}

/**
 * The share cards' background (lib/cards): the default card's landscape and emblem with no
 * words, darker across its whole width, since a page's title runs over it. Mirrored for RTL so
 * the emblem and the text start on the reader's side.
 */
function cardBackground(dir) {
  const w = 1200;
  const h = 630;
  const rtl = dir === 'rtl';
  const ctx = makeCtx(w, h, `card-${dir}`);
  let art = sceneNexus(ctx, MOODS.golden);
  if (!rtl) art = `<g transform="translate(${w},0) scale(-1,1)">${art}</g>`;
  const [from, to] = rtl ? [0.62, 0.94] : [0.94, 0.62];
  const g = linGrad(
    ctx,
    [
      [0, C.night, from],
      [1, C.night, to],
    ],
    0,
    0,
    1,
    0,
  );
  const pad = 72;
  const emX = rtl ? w - pad - 58 : pad;
  const wordX = rtl ? w - pad - 74 : pad + 74;
  const anchor = rtl ? 'end' : 'start';
  return doc(
    ctx,
    art +
      `<rect width="${w}" height="${h}" fill="${g}"/>` +
      `<g transform="translate(${emX},52) scale(1.2)">${emblemInner('light')}</g>` +
      `<text x="${wordX}" y="98" font-family="Noto Sans, DejaVu Sans, sans-serif" font-weight="700" font-size="34" letter-spacing="1.5" fill="${C.white}" text-anchor="${anchor}">INWRDAM</text>` +
      `<rect x="${rtl ? w - pad - 84 : pad}" y="${h - 64}" width="84" height="6" rx="3" fill="${C.aqua}"/>`,
  );
}

/* ------------------------------------------------------------------ */
/* Output                                                              */
/* ------------------------------------------------------------------ */

const written = [];
async function out(rel, svg, w, h, kind = 'webp') {
  const file = path.join(PUBLIC, rel);
  await mkdir(path.dirname(file), { recursive: true });
  let img = sharp(Buffer.from(svg), { density: 72 }).resize(w, h, { fit: 'cover' });
  if (kind === 'webp') img = img.webp(WEBP);
  // The share cards' settings (lib/cards/draw.ts): a JPEG, as every page's og:image:type says.
  else if (kind === 'jpeg')
    img = img.jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: '4:4:4' });
  else img = img.png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 });
  const buf = await img.toBuffer();
  await writeFile(file, buf);
  written.push([rel, buf.length]);
}
async function outText(absFile, text) {
  await mkdir(path.dirname(absFile), { recursive: true });
  await writeFile(absFile, text);
  written.push([path.relative(PUBLIC, absFile), Buffer.byteLength(text)]);
}

async function main() {
  const only = process.argv[2]; // optional filter (substring of output path)
  const jobs = [];
  const add = (rel, fn, w, h, kind) => {
    if (!only || rel.includes(only)) jobs.push(() => out(rel, fn(), w, h, kind));
  };
  const ill = (rel, w, h, theme, opts = {}) =>
    add(rel, () => illustration(w, h, rel, theme, opts), w, h);

  // hero sliders
  ill('content/sliders/1.webp', 1920, 1080, 'water', {
    variant: 0,
    mood: 'golden',
    hero: true,
    flip: false,
  });
  ill('content/sliders/2.webp', 1920, 1080, 'energy', {
    variant: 0,
    mood: 'day',
    hero: true,
    flip: false,
  });
  ill('content/sliders/3.webp', 1920, 1080, 'nexus', {
    variant: 0,
    mood: 'dusk',
    hero: true,
    flip: false,
  });

  // projects
  const projThemes = [
    'water',
    'energy',
    'food',
    'environment',
    'nexus',
    'water',
    'energy',
    'nexus',
  ];
  const projOpts = [
    { variant: 0 },
    { variant: 0, mood: 'day', flip: true },
    { variant: 0 },
    { variant: 0 },
    { variant: 0 },
    { variant: 1 },
    { variant: 1 },
    { variant: 1 },
  ];
  projThemes.forEach((t, k) => ill(`content/projects/${k + 1}.webp`, 1200, 800, t, projOpts[k]));

  // news
  const news = [
    ['abstract', {}],
    ['topo', { mood: 'day' }],
    ['desal', { mood: 'golden' }],
    ['food', { variant: 1 }],
    ['policy', { variant: 0, mood: 'night' }],
    ['energy', { variant: 0, mood: 'dusk' }],
    ['environment', { variant: 0, mood: 'pale' }],
    ['reuse', { flip: true }],
  ];
  news.forEach(([t, o], k) => ill(`content/news/${k + 1}.webp`, 1200, 800, t, o));

  // stories
  const stories = [
    ['environment', { variant: 0, mood: 'golden' }],
    ['food', { variant: 0, mood: 'day' }],
    ['water', { variant: 0, mood: 'dusk' }],
    ['nexus', { variant: 1, mood: 'pale' }],
  ];
  stories.forEach(([t, o], k) => ill(`content/stories/${k + 1}.webp`, 1200, 800, t, o));

  // events
  const events = [
    ['event', { variant: 0, mood: 'day' }],
    ['policy', { variant: 1, mood: 'day' }],
    ['abstract', { mood: 'night' }],
    ['event', { variant: 1, mood: 'night', flip: false }],
    ['nexus', { variant: 0, mood: 'night' }],
    ['water', { variant: 1 }],
  ];
  events.forEach(([t, o], k) => ill(`content/events/${k + 1}.webp`, 1200, 800, t, o));

  // programs
  const programs = [
    ['water', { variant: 0, mood: 'day' }],
    ['energy', { variant: 1, mood: 'day' }],
    ['food', { variant: 0, mood: 'golden' }],
    ['environment', { variant: 1, mood: 'pale' }],
    ['policy', { variant: 1, mood: 'night' }],
  ];
  programs.forEach(([t, o], k) => ill(`content/programs/${k + 1}.webp`, 1200, 800, t, o));

  // gallery
  const gallery = [
    ['water', { variant: 0, mood: 'day' }],
    ['energy', { variant: 0, mood: 'golden' }],
    ['food', { variant: 1 }],
    ['environment', { variant: 0, mood: 'dusk' }],
    ['desal', { mood: 'dusk' }],
    ['topo', { mood: 'night' }],
    ['nexus', { variant: 0, mood: 'day' }],
    ['energy', { variant: 1, mood: 'golden' }],
  ];
  gallery.forEach(([t, o], k) => ill(`content/gallery/${k + 1}.webp`, 1600, 1067, t, o));

  // COP / climate
  const cop = [
    ['climate', {}],
    ['energy', { variant: 0, mood: 'pale' }],
    ['policy', { variant: 0, mood: 'day' }],
  ];
  cop.forEach(([t, o], k) => ill(`content/cop/${k + 1}.webp`, 1200, 800, t, o));
  const copNews = [
    ['climate', { mood: 'dusk' }],
    ['event', { variant: 1, mood: 'day', flip: false }],
    ['water', { variant: 2, mood: 'pale' }],
    ['energy', { variant: 1, mood: 'night' }],
  ];
  copNews.forEach(([t, o], k) => ill(`content/cop-news/${k + 1}.webp`, 1200, 800, t, o));

  // showcase
  ill('content/showcase/about.webp', 1200, 900, 'nexus', {
    variant: 0,
    mood: 'golden',
    flip: false,
  });
  ill('content/showcase/vision.webp', 1200, 900, 'water', { variant: 0, mood: 'pale' });
  ill('content/showcase/mission.webp', 1200, 900, 'policy', { variant: 0, mood: 'night' });

  // placeholders
  ill('content/placeholders/desal.webp', 1200, 800, 'desal', { mood: 'day', flip: false });
  ill('content/placeholders/reuse.webp', 1200, 800, 'reuse', { flip: false });
  ill('content/placeholders/wefe.webp', 1200, 800, 'nexus', { variant: 1, mood: 'day' });
  ill('content/placeholders/policy.webp', 1200, 800, 'policy', {
    variant: 1,
    mood: 'day',
    flip: false,
  });
  add(
    'content/placeholder.webp',
    () => {
      const ctx = makeCtx(1200, 800, 'placeholder');
      const g = linGrad(
        ctx,
        [
          [0, mix(C.aqua, C.white, 0.78)],
          [1, mix(C.sand, C.white, 0.55)],
        ],
        0,
        0,
        1,
        1,
      );
      return doc(
        ctx,
        `<rect width="1200" height="800" fill="${g}"/>` +
          contours(ctx, 600, 400, 6, 110, 34, C.teal, 0.08, 1.4) +
          `<path d="${dropletPath(600, 420, 46)}" fill="${C.teal}" opacity="0.16"/>`,
      );
    },
    1200,
    800,
  );

  // publications
  for (let k = 1; k <= 6; k++)
    add(`content/publications/${k}.webp`, () => cover(`pub-${k}`, k), 800, 1100);
  // team
  for (let k = 1; k <= 8; k++)
    add(`content/team/${k}.webp`, () => portrait(`team-${k}`, k), 600, 600);
  // partners
  for (let k = 1; k <= 8; k++)
    add(`content/partners/${k}.webp`, () => partnerMark(`partner-${k}`, k), 600, 300);

  // OG images
  for (const lang of ['en', 'ar', 'fr', 'fa'])
    add(`og/default-${lang}.png`, () => ogImage(lang), 1200, 630, 'png');
  // What a card address redirects to when its card cannot be drawn (lib/cards/serve.ts).
  for (const lang of ['en', 'ar', 'fr', 'fa'])
    add(`og/default-${lang}.jpg`, () => ogImage(lang), 1200, 630, 'jpeg');
  for (const dir of ['ltr', 'rtl'])
    add(`og/card-${dir}.png`, () => cardBackground(dir), 1200, 630, 'png');
  add('apple-touch-icon.png', appleIconSvg, 180, 180, 'png');

  for (const job of jobs) await job();

  if (!only || only === 'brand') {
    await outText(path.join(PUBLIC, 'brand/logo.svg'), logoSvg());
    await outText(path.join(PUBLIC, 'brand/logo-mark.svg'), logoMarkSvg());
    await outText(path.join(ROOT, 'app/icon.svg'), iconSvg());
  }

  let total = 0;
  for (const [, n] of written) total += n;
  console.log(`wrote ${written.length} files, ${(total / 1024).toFixed(0)} KiB`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
