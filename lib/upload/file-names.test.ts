/** @jest-environment node */
import { safeFileName, truthfulFileName } from './names';

/** The name staff see on a forwarded file (names.test.ts covers paths and hidden characters). */
describe('the name a file goes on with', () => {
  it('keeps only the visitor’s last extension off, and the rest of the name as typed', () => {
    expect(truthfulFileName('report.v2.bat', 'cv', '.pdf')).toBe('report.v2.pdf');
    expect(truthfulFileName('annual report 2026.pdf', 'cv', '.pdf')).toBe('annual report 2026.pdf');
  });

  it('drops the dots and spaces a stem would end with', () => {
    expect(truthfulFileName('cv. .bat', 'cv', '.pdf')).toBe('cv.pdf');
    expect(truthfulFileName('offer .docx', 'proposal_file', '.docx')).toBe('offer.docx');
  });

  it('stays within 150 characters when the true extension is longer than the claimed one', () => {
    const name = truthfulFileName(`${'x'.repeat(148)}.a`, 'cv', '.docx');
    expect(name).toHaveLength(150);
    expect(name).toBe(`${'x'.repeat(145)}.docx`);
  });

  it('writes accented letters in one form, however the visitor’s system composed them', () => {
    expect(safeFileName('re\u0301sume\u0301.pdf', 'cv')).toBe('r\u00e9sum\u00e9.pdf');
  });
});

describe('the name staff read', () => {
  it('has no spaces around it, and falls back to the field when only spaces were sent', () => {
    expect(safeFileName('  offer.pdf  ', 'cv')).toBe('offer.pdf');
    expect(safeFileName('   ', 'cv')).toBe('cv');
  });
});
