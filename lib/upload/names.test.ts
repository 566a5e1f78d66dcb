/** @jest-environment node */
import { safeFileName, truthfulFileName } from './names';

describe('safeFileName', () => {
  it('drops the path and every control, format and line-separator character', () => {
    expect(safeFileName('C:\\Users\\rania\\offer.pdf', 'file')).toBe('offer.pdf');
    // U+202E (right-to-left override) would show staff "cvtab.pdf".
    expect(safeFileName('cv\u202Efdp.bat', 'file')).toBe('cvfdp.bat');
    expect(safeFileName('a\u200Bb\u2066c\u2069\u0000d\u001b[31me\u2028.pdf', 'file')).toBe(
      'abcd[31me.pdf',
    );
  });

  it('falls back to the field name when nothing is left, and caps the length', () => {
    expect(safeFileName('\u202E\u0007', 'cv')).toBe('cv');
    expect(safeFileName(`${'x'.repeat(300)}.pdf`, 'cv')).toHaveLength(150);
  });
});

describe('truthfulFileName', () => {
  it('ends the name with the extension of the type the content showed', () => {
    expect(truthfulFileName('cv.bat', 'cv', '.pdf')).toBe('cv.pdf');
    expect(truthfulFileName('cv\u202Efdp.bat', 'cv', '.pdf')).toBe('cvfdp.pdf');
    expect(truthfulFileName('offer', 'proposal_file', '.docx')).toBe('offer.docx');
    expect(truthfulFileName('.bat', 'cv', '.doc')).toBe('cv.doc');
    expect(truthfulFileName(`${'y'.repeat(300)}.exe`, 'cv', '.pdf')).toMatch(/^y{146}\.pdf$/);
  });
});
