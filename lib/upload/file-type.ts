/**
 * What a proposal file really is, decided by its bytes and never by its name or declared MIME
 * type (a renamed executable stays an executable). Works on any Blob, so the browser and the
 * server run the same check.
 */
export type DocumentType = 'pdf' | 'doc' | 'docx';

export const DOCUMENT_MIME: Record<DocumentType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

async function bytes(blob: Blob, start: number, end: number): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(start, end).arrayBuffer());
}

function startsWith(data: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => data[at + i] === byte);
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];

/** A directory entry's name in UTF-16LE, as OLE2 stores it. */
const utf16 = (name: string) => Array.from(name).flatMap((c) => [c.charCodeAt(0), 0]);

/** The stream every Word 97–2003 file holds. */
const WORD_STREAM = { name: utf16('WordDocument'), type: 2 };
/** The storage Word 97–2003 keeps VBA macros in. */
const MACROS_STORAGE = { name: utf16('Macros'), type: 1 };

/**
 * OLE2 (Compound File) is the container of .doc but also of .xls, .ppt and .msi installers, so
 * the signature alone is not enough: a Word file has a directory entry named "WordDocument" and,
 * to be accepted, no "Macros" storage (macros run on the reader's machine; OWASP File Upload
 * cheat sheet). Directory entries are 128 bytes long and sectors are aligned after the 512-byte
 * header, so only those offsets are compared.
 */
async function isWordBinary(blob: Blob): Promise<boolean> {
  const data = await bytes(blob, 0, blob.size);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const hasEntry = (entry: number, wanted: { name: number[]; type: number }) =>
    startsWith(data, wanted.name, entry) &&
    view.getUint16(entry + 64, true) === wanted.name.length + 2 &&
    data[entry + 66] === wanted.type;
  let word = false;
  for (let entry = 512; entry + 128 <= data.length; entry += 128) {
    if (hasEntry(entry, MACROS_STORAGE)) return false;
    if (hasEntry(entry, WORD_STREAM)) word = true;
  }
  return word;
}

/**
 * A .docx is a ZIP archive whose central directory lists entries under `word/`. A package that
 * also holds a VBA project (`vbaProject.bin`: .docm, .dotm, whatever its name says) carries
 * macros and is refused. The directory is found through the end-of-central-directory record, in
 * the last 64 KiB of the file.
 */
async function isWordOpenXml(blob: Blob): Promise<boolean> {
  const tailStart = Math.max(0, blob.size - (0xffff + 22));
  const tail = await bytes(blob, tailStart, blob.size);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i -= 1) {
    if (startsWith(tail, ZIP_END, i)) {
      end = i;
      break;
    }
  }
  if (end < 0) return false;
  const endView = new DataView(tail.buffer, tail.byteOffset + end, 22);
  const entries = endView.getUint16(10, true);
  const size = endView.getUint32(12, true);
  const offset = endView.getUint32(16, true);
  if (offset + size > blob.size) return false;
  const directory = await bytes(blob, offset, offset + size);
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const decoder = new TextDecoder();
  let at = 0;
  let word = false;
  for (let n = 0; n < entries && at + 46 <= directory.length; n += 1) {
    if (!startsWith(directory, ZIP_CENTRAL, at)) return false;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = decoder.decode(directory.subarray(at + 46, at + 46 + nameLength));
    if (/(^|\/)vbaProject\.bin$/i.test(name)) return false;
    if (name.startsWith('word/')) word = true;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return word;
}

/**
 * Whether a file's first bytes can start a document (a PDF, an OLE2 or a ZIP container), read as
 * soon as they arrive, before the rest is kept. `head` may be shorter than a signature when the
 * file is; a file that starts like none of them cannot become one. The complete file is checked
 * again with detectDocumentType (an OLE2 or ZIP that is not Word is refused then).
 */
export function looksLikeDocumentStart(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  return [PDF, OLE2, ZIP_LOCAL].some((signature) =>
    signature.slice(0, head.length).every((byte, i) => head[i] === byte),
  );
}

/** Bytes enough to tell the signatures apart. */
export const DOCUMENT_HEAD_BYTES = OLE2.length;

/** The extension a stored file takes: the one of the type its content showed. */
export const DOCUMENT_EXTENSION: Record<DocumentType, string> = {
  pdf: '.pdf',
  doc: '.doc',
  docx: '.docx',
};

/**
 * The document type the bytes show, or null for anything else (including an empty file). The
 * container checks above are made only for a file that starts with their container's signature.
 */
export async function detectDocumentType(blob: Blob): Promise<DocumentType | null> {
  const head = await bytes(blob, 0, 8);
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, OLE2)) return (await isWordBinary(blob)) ? 'doc' : null;
  if (startsWith(head, ZIP_LOCAL)) return (await isWordOpenXml(blob)) ? 'docx' : null;
  return null;
}
