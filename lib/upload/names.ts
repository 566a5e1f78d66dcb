/** File names as staff see them: what a visitor's name may and may not carry. */

/**
 * The visitor's file name for staff to read: no path, no control, format or line-separator
 * characters (a right-to-left override makes `cv\u202Efdp.bat` display as `cvtab.pdf`), limited
 * in length.
 */
export function safeFileName(name: string, fallback: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .trim();
  return (base || fallback).slice(-150);
}

/** The cleaned name with the extension of the type the content showed, never the visitor's. */
export function truthfulFileName(name: string, fallback: string, extension: string): string {
  const base = safeFileName(name, fallback);
  const stem = base.replace(/\.[^.]*$/, '').replace(/[.\s]+$/, '') || fallback;
  return `${stem.slice(0, 150 - extension.length)}${extension}`;
}
