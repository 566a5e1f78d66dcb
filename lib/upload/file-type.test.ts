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
import { detectDocumentType } from './file-type';

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
