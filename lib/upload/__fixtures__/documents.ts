/**
 * Small but structurally real documents for tests: a PDF, a Word 97–2003 file (OLE2 with a
 * WordDocument stream), a .docx (ZIP with word/document.xml), and look-alikes that are not.
 */
import { crc32 } from 'node:zlib';

export function pdfBytes(size = 1024): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n'));
  return bytes;
}

function utf16(name: string): Uint8Array {
  const out = new Uint8Array(name.length * 2 + 2);
  for (let i = 0; i < name.length; i += 1) out[i * 2] = name.charCodeAt(i);
  return out;
}

/**
 * An OLE2 compound file: 512-byte header, then one directory sector with the given streams (and
 * storages, the OLE2 folders).
 */
export function ole2Bytes(streams: string[], storages: string[] = []): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(512 * 3);
  const view = new DataView(bytes.buffer);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(0x1a, 0x3e, true); // minor version
  view.setUint16(0x1c, 3, true); // major version 3: 512-byte sectors
  view.setUint16(0x1e, 0xfffe, true); // little-endian
  view.setUint16(0x20, 9, true); // sector shift
  view.setUint32(0x30, 0, true); // first directory sector
  const entries = [
    { name: 'Root Entry', type: 5 },
    ...streams.map((name) => ({ name, type: 2 })),
    ...storages.map((name) => ({ name, type: 1 })),
  ];
  entries.forEach((entry, index) => {
    const at = 512 + index * 128;
    bytes.set(utf16(entry.name), at);
    view.setUint16(at + 64, entry.name.length * 2 + 2, true);
    bytes[at + 66] = entry.type;
  });
  return bytes;
}

export const docBytes = () => ole2Bytes(['WordDocument', '1Table', '\u0005SummaryInformation']);

/** A Word 97–2003 file carrying VBA macros (its "Macros" storage). */
export const docWithMacrosBytes = () => ole2Bytes(['WordDocument', '1Table'], ['Macros']);

/**
 * A stored (uncompressed) ZIP archive holding the given files. Zip tools often give each entry an
 * extra field (timestamps) and may add comments, to each entry and to the archive (up to 65,535
 * bytes, which moves the end record that far from the end of the file).
 */
export function zipBytes(
  files: Record<string, string>,
  { extraBytes = 0, entryComment = '', archiveComment = 0 } = {},
): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const commentBytes = encoder.encode(entryComment);
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(text);
    const crc = crc32(data);
    const local = new Uint8Array(30 + nameBytes.length + data.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, data.length, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    local.set(data, 30 + nameBytes.length);
    const central = new Uint8Array(46 + nameBytes.length + extraBytes + commentBytes.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, data.length, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint16(30, extraBytes, true);
    cv.setUint16(32, commentBytes.length, true);
    cv.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    // The extra field's bytes are left as zeros; the comment follows it.
    central.set(commentBytes, 46 + nameBytes.length + extraBytes);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const centralSize = centrals.reduce((sum, c) => sum + c.length, 0);
  const end = new Uint8Array(22 + archiveComment);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, centrals.length, true);
  ev.setUint16(10, centrals.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  ev.setUint16(20, archiveComment, true);
  end.fill(0x20, 22);
  const out = new Uint8Array(offset + centralSize + end.length);
  let at = 0;
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export const docxBytes = () =>
  zipBytes({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });

/** A macro-enabled Word document (.docm): the package holds a VBA project. */
export const docmBytes = () =>
  zipBytes({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
    'word/vbaProject.bin': 'VBA',
  });

/** A Windows executable's first bytes ("MZ" header, then the PE signature). */
export function exeBytes(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(1024);
  bytes.set([0x4d, 0x5a, 0x90, 0x00]);
  new DataView(bytes.buffer).setUint32(0x3c, 0x80, true);
  bytes.set([0x50, 0x45, 0x00, 0x00], 0x80);
  return bytes;
}

export function file(bytes: Uint8Array<ArrayBuffer>, name: string, type = ''): File {
  return new File([bytes], name, { type });
}
