/** @jest-environment node */
import {
  docBytes,
  docmBytes,
  docWithMacrosBytes,
  docxBytes,
  exeBytes,
  file,
  ole2Bytes,
  pdfBytes,
  zipBytes,
} from './__fixtures__/documents';
import { FILE_ACCEPT } from './constants';
import {
  DOCUMENT_EXTENSION,
  DOCUMENT_MIME,
  detectDocumentType,
  looksLikeDocumentStart,
} from './file-type';

describe('detectDocumentType', () => {
  it('recognises a PDF by its %PDF- header', async () => {
    await expect(detectDocumentType(file(pdfBytes(), 'offer.pdf'))).resolves.toBe('pdf');
  });

  it('recognises a Word 97–2003 file by the OLE2 signature and its WordDocument stream', async () => {
    await expect(detectDocumentType(file(docBytes(), 'offer.doc'))).resolves.toBe('doc');
  });

  it('recognises a .docx as a ZIP archive holding word/', async () => {
    await expect(detectDocumentType(file(docxBytes(), 'offer.docx'))).resolves.toBe('docx');
  });

  it('decides by content, not by name or declared type', async () => {
    await expect(
      detectDocumentType(file(pdfBytes(), 'offer.exe', 'application/x-msdownload')),
    ).resolves.toBe('pdf');
    await expect(
      detectDocumentType(file(exeBytes(), 'offer.pdf', 'application/pdf')),
    ).resolves.toBeNull();
    await expect(detectDocumentType(file(exeBytes(), 'offer.docx'))).resolves.toBeNull();
  });

  it('refuses other OLE2 files (an installer or a spreadsheet) and other ZIP archives', async () => {
    await expect(detectDocumentType(file(ole2Bytes([]), 'setup.doc'))).resolves.toBeNull();
    await expect(
      detectDocumentType(file(ole2Bytes(['Workbook']), 'sheet.doc')),
    ).resolves.toBeNull();
    const xlsx = zipBytes({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
    await expect(detectDocumentType(file(xlsx, 'sheet.docx'))).resolves.toBeNull();
  });

  it('refuses macro-enabled Word files, whatever they are named', async () => {
    await expect(detectDocumentType(file(docmBytes(), 'offer.docx'))).resolves.toBeNull();
    await expect(detectDocumentType(file(docWithMacrosBytes(), 'offer.doc'))).resolves.toBeNull();
  });

  it('refuses empty, truncated and plain-text files', async () => {
    await expect(detectDocumentType(file(new Uint8Array(0), 'empty.pdf'))).resolves.toBeNull();
    await expect(
      detectDocumentType(file(docxBytes().slice(0, 40), 'cut.docx')),
    ).resolves.toBeNull();
    await expect(
      detectDocumentType(file(new TextEncoder().encode('PDF-1.7 but not really'), 'note.pdf')),
    ).resolves.toBeNull();
  });
});

describe('detectDocumentType on look-alikes and on what zip tools write', () => {
  it('refuses a file that starts like a PDF only in part (PostScript starts with %!)', async () => {
    const postscript = new TextEncoder().encode('%!PS-Adobe-3.0\n%%Pages: 1\n');
    await expect(detectDocumentType(file(postscript, 'offer.pdf'))).resolves.toBeNull();
  });

  it('reads the whole Word 97–2003 directory, up to its last entry', async () => {
    const last = ole2Bytes(['a', 'b', 'c', 'd', 'e', 'f', 'WordDocument']);
    await expect(detectDocumentType(file(last, 'offer.doc'))).resolves.toBe('doc');
  });

  it('takes only the exact WordDocument stream and Macros storage', async () => {
    // Another name that starts the same, or a storage (folder) named like the stream: not Word.
    await expect(
      detectDocumentType(file(ole2Bytes(['WordDocumentBackup']), 'a.doc')),
    ).resolves.toBeNull();
    await expect(
      detectDocumentType(file(ole2Bytes([], ['WordDocument']), 'b.doc')),
    ).resolves.toBeNull();
    // A stream merely called Macros, or a storage named MacrosOld, holds no VBA project.
    await expect(
      detectDocumentType(file(ole2Bytes(['WordDocument', 'Macros']), 'c.doc')),
    ).resolves.toBe('doc');
    await expect(
      detectDocumentType(file(ole2Bytes(['WordDocument'], ['MacrosOld']), 'd.doc')),
    ).resolves.toBe('doc');
  });

  const word = {
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  };

  it('reads a .docx whose entries carry extra fields and comments, and finds macros after them', async () => {
    const options = { extraBytes: 28, entryComment: 'zip -z' };
    await expect(detectDocumentType(file(zipBytes(word, options), 'a.docx'))).resolves.toBe('docx');
    const docm = zipBytes({ ...word, 'word/vbaProject.bin': 'VBA' }, options);
    await expect(detectDocumentType(file(docm, 'b.docx'))).resolves.toBeNull();
  });

  it('finds the directory of a .docx with the longest archive comment a ZIP can have', async () => {
    const commented = zipBytes(word, { archiveComment: 0xffff });
    await expect(detectDocumentType(file(commented, 'a.docx'))).resolves.toBe('docx');
  });

  it('refuses an archive whose directory runs past the end of the file', async () => {
    const bytes = zipBytes(word);
    const end = new DataView(bytes.buffer, bytes.length - 22);
    end.setUint32(12, end.getUint32(12, true) + 100, true);
    await expect(detectDocumentType(file(bytes, 'cut.docx'))).resolves.toBeNull();
  });

  it('refuses a document cut short, wherever the cut falls, and reads nothing past its end', async () => {
    const docx = zipBytes(word);
    const doc = ole2Bytes(['WordDocument']);
    for (const [what, bytes] of [
      // The ZIP signature and little else: no room for an end record.
      ['a few bytes of a ZIP', docx.slice(0, 10)],
      ['a .docx cut inside its end record', docx.slice(0, docx.length - 5)],
      // The second directory entry, the Word stream's, cut after its name, size and type.
      ['a .doc cut inside its directory', doc.slice(0, 512 + 128 + 100)],
    ] as const) {
      const found = await detectDocumentType(file(bytes, 'cut.docx')).catch(String);
      expect([what, found]).toEqual([what, null]);
    }
  });

  it('refuses an archive whose directory entry does not start as one', async () => {
    const bytes = zipBytes(word);
    const end = new DataView(bytes.buffer, bytes.length - 22);
    // The first directory entry's signature, damaged: its names are not read as a directory.
    bytes[end.getUint32(16, true) + 2] = 0;
    await expect(detectDocumentType(file(bytes, 'damaged.docx'))).resolves.toBeNull();
  });

  it('reads only the entries the directory declares', async () => {
    // Declared: the content types alone; the Word part after them is not read.
    const bytes = zipBytes(word);
    new DataView(bytes.buffer, bytes.length - 22).setUint16(10, 1, true);
    await expect(detectDocumentType(file(bytes, 'short.docx'))).resolves.toBeNull();
  });

  it('refuses a VBA project only under its own name', async () => {
    const named = (name: string) => zipBytes({ ...word, [name]: 'x' });
    for (const [name, expected] of [
      ['vbaProject.bin', null],
      ['word/VBAPROJECT.BIN', null],
      ['word/vbaProject.bin.txt', 'docx'],
      ['word/myvbaProject.bin', 'docx'],
    ] as const) {
      const found = await detectDocumentType(file(named(name), 'a.docx'));
      expect([name, found]).toEqual([name, expected]);
    }
  });
});

describe('looksLikeDocumentStart (a resumable upload’s first bytes)', () => {
  it('accepts the first bytes of a PDF, a Word 97–2003 file and a .docx, even fewer than a signature', () => {
    for (const bytes of [pdfBytes(), docBytes(), docxBytes()]) {
      expect(looksLikeDocumentStart(bytes.subarray(0, 8))).toBe(true);
      expect(looksLikeDocumentStart(bytes.subarray(0, 2))).toBe(true);
    }
  });

  it('refuses an executable, a PNG or nothing at all from their first bytes', () => {
    expect(looksLikeDocumentStart(exeBytes().subarray(0, 8))).toBe(false);
    expect(looksLikeDocumentStart(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(looksLikeDocumentStart(new Uint8Array(0))).toBe(false);
  });
});

describe('the types a document is offered, stored and sent as', () => {
  it('are the three the content check accepts, in the picker, the stored name and the sent type', () => {
    expect(DOCUMENT_EXTENSION).toEqual({ pdf: '.pdf', doc: '.doc', docx: '.docx' });
    // The media types IANA registers for them.
    expect(DOCUMENT_MIME).toEqual({
      pdf: 'application/pdf',
      doc: 'application/msword',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    // The file picker offers exactly these, by extension and by type, and nothing else.
    expect(FILE_ACCEPT.split(',').sort()).toEqual(
      [...Object.values(DOCUMENT_EXTENSION), ...Object.values(DOCUMENT_MIME)].sort(),
    );
  });
});
