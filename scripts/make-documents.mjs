#!/usr/bin/env node
/**
 * Writes the small sample PDF files used by the site's built-in demonstration
 * content (publication downloads and tender documents).
 *
 * Each file is a valid single-page PDF 1.4 emitted as raw PDF syntax with a
 * correct cross-reference table. Only the standard Type 1 fonts Helvetica and
 * Helvetica-Bold are used, so nothing is embedded. Text must be ASCII.
 *
 * Usage: node scripts/make-documents.mjs
 * No dependencies.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');

const ORG = 'Inter-Islamic Network on Water Resources Development and Management (INWRDAM)';

/** Escape a string for a PDF literal string; reject non-ASCII input. */
function pdfString(s) {
  if (!/^[\x20-\x7e]*$/.test(s))
    throw new Error(`Non-ASCII or control character in PDF text: ${JSON.stringify(s)}`);
  return '(' + s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)') + ')';
}

/**
 * Build a one-page A4 PDF.
 * @param {object} o
 * @param {string} o.title  document title (also used for /Info /Title)
 * @param {string[]} o.meta  short lines under the title (reference, date...)
 * @param {string[]} o.body  body lines
 */
function buildPdf({ title, meta, body }) {
  const W = 595;
  const H = 842;
  const left = 64;
  const ops = [];
  // header band
  ops.push('q 0.043 0.310 0.424 rg 0 782 595 60 re f Q');
  ops.push('q 0.114 0.561 0.788 rg 0 778 595 4 re f Q');
  ops.push(`BT /F2 13 Tf 1 1 1 rg ${left} 806 Td ${pdfString('INWRDAM')} Tj ET`);
  ops.push(
    `BT /F1 9 Tf 0.85 0.93 0.95 rg ${left + 74} 806 Td ${pdfString('Sample document - demonstration content')} Tj ET`,
  );
  // title
  let y = 720;
  ops.push(`BT /F2 18 Tf 0.043 0.310 0.424 rg ${left} ${y} Td ${pdfString(title)} Tj ET`);
  y -= 28;
  for (const m of meta) {
    ops.push(`BT /F1 10.5 Tf 0.35 0.38 0.42 rg ${left} ${y} Td ${pdfString(m)} Tj ET`);
    y -= 16;
  }
  y -= 10;
  ops.push(`q 0.80 0.82 0.84 RG 0.8 w ${left} ${y} m ${W - left} ${y} l S Q`);
  y -= 28;
  for (const line of body) {
    ops.push(`BT /F1 11.5 Tf 0.12 0.14 0.17 rg ${left} ${y} Td ${pdfString(line)} Tj ET`);
    y -= 19;
  }
  // footer
  ops.push(`q 0.80 0.82 0.84 RG 0.8 w ${left} 70 m ${W - left} 70 l S Q`);
  ops.push(`BT /F1 8.5 Tf 0.45 0.48 0.52 rg ${left} 54 Td ${pdfString(ORG)} Tj ET`);
  ops.push(
    `BT /F1 8.5 Tf 0.45 0.48 0.52 rg ${left} 42 Td ${pdfString('Amman, Jordan - illustrative sample file, not an official document.')} Tj ET`,
  );
  const stream = ops.join('\n') + '\n';

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`,
    `<< /Title ${pdfString(title)} /Author ${pdfString('INWRDAM website (demonstration content)')} /Producer ${pdfString('scripts/make-documents.mjs')} >>`,
  ];

  // Binary comment line marks the file as binary for transfer tools.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n`;
  out += '0000000000 65535 f \n';
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  out += `startxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const publications = [1, 2, 3, 4, 5, 6].map((n) => ({
  file: `content/publications/${n}.pdf`,
  title: `INWRDAM Publication ${n} - illustrative sample document`,
  meta: [`Document: sample publication ${n} of 6`, 'Status: demonstration content'],
  body: [
    "This PDF is a sample file supplied with the website's built-in demonstration content.",
    'It is not an official INWRDAM publication and contains no findings, data or policy',
    'positions. It exists so that the download links on the demonstration site open a',
    'real, valid document.',
    'Site editors should replace it with the actual publication before going live.',
  ],
}));

const tenders = [1, 2, 3].map((n) => ({
  file: `content/tenders/${n}-rfp.pdf`,
  title: 'Request for Proposals - illustrative sample document',
  meta: [`Reference: DEMO-RFP-00${n}`, 'Status: demonstration content - not an open procurement'],
  body: [
    "This document is demonstration content for the website's tenders section.",
    'It does not describe a real procurement. Do not prepare or submit a proposal in',
    'response to it; no submissions will be received or evaluated.',
    'Actual tenders are published with their own terms of reference, eligibility rules,',
    'deadlines and submission instructions.',
  ],
}));

async function main() {
  for (const d of [...publications, ...tenders]) {
    const file = path.join(PUBLIC, d.file);
    await mkdir(path.dirname(file), { recursive: true });
    const buf = buildPdf(d);
    await writeFile(file, buf);
    console.log(`${d.file}  ${buf.length} bytes`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
