/** @jest-environment node */
import {
  applyMutant,
  staticByFile,
  journalResults,
  mutantKey,
  type ReportMutant,
} from '@/scripts/static-mutants.mjs';

// Places as Stryker's mutation.json gives them: lines and columns from 1, the end exclusive.
const at = (line: number, column: number, endLine: number, endColumn: number) => ({
  start: { line, column },
  end: { line: endLine, column: endColumn },
});

const SOURCE = [
  'const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-',
  "const WORD = { name: utf16('WordDocument'), type: 2 };",
  'export const MB = 1024 * 1024;',
].join('\n');

describe('applyMutant', () => {
  it('replaces exactly the mutated text, on the first line and on later ones', () => {
    expect(
      applyMutant(SOURCE, { status: 'Ignored', replacement: '[]', location: at(1, 13, 1, 43) }),
    ).toBe(SOURCE.replace('[0x25, 0x50, 0x44, 0x46, 0x2d]', '[]'));
    expect(
      applyMutant(SOURCE, { status: 'Ignored', replacement: '""', location: at(2, 28, 2, 42) }),
    ).toBe(SOURCE.replace("'WordDocument'", '""'));
    expect(
      applyMutant(SOURCE, {
        status: 'Ignored',
        replacement: '1024 / 1024',
        location: at(3, 19, 3, 30),
      }),
    ).toBe(SOURCE.replace('1024 * 1024', '1024 / 1024'));
  });

  it('replaces text across lines, and removes it when the mutant has no replacement', () => {
    expect(applyMutant('a {\n  b;\n}\nc', { status: 'Ignored', location: at(1, 3, 3, 2) })).toBe(
      'a \nc',
    );
  });

  it('refuses a place outside the source rather than writing a mutant somewhere else', () => {
    const beyond: ReportMutant = { status: 'Ignored', replacement: 'x', location: at(9, 1, 9, 2) };
    expect(() => applyMutant(SOURCE, beyond)).toThrow('past the end');
    const backwards: ReportMutant = { status: 'Ignored', location: at(2, 5, 1, 1) };
    expect(() => applyMutant(SOURCE, backwards)).toThrow('outside');
  });
});

describe('staticByFile', () => {
  const mutant = (status: string, line: number, isStatic?: boolean): ReportMutant => ({
    status,
    location: at(line, 1, line, 2),
    ...(isStatic === undefined ? {} : { static: isStatic }),
  });

  it('keeps the ignored mutants of each file and leaves out files without any', () => {
    expect(
      staticByFile({
        files: {
          'lib/a.ts': {
            mutants: [mutant('Killed', 1), mutant('Ignored', 2), mutant('Ignored', 3)],
          },
          'lib/b.ts': { mutants: [mutant('Survived', 1)] },
        },
      }),
    ).toEqual([{ file: 'lib/a.ts', mutants: [mutant('Ignored', 2), mutant('Ignored', 3)] }]);
  });

  it('keeps a static mutant that survived, or went uncovered, under a test that reloaded its module', () => {
    const judged = [
      mutant('Survived', 1, true),
      mutant('NoCoverage', 2, true),
      mutant('Killed', 3, true),
      mutant('Timeout', 4, true),
      mutant('Survived', 5, false),
      mutant('NoCoverage', 6),
    ];
    expect(staticByFile({ files: { 'lib/a.ts': { mutants: judged } } })).toEqual([
      { file: 'lib/a.ts', mutants: [mutant('Survived', 1, true), mutant('NoCoverage', 2, true)] },
    ]);
  });
});

describe('the journal of an interrupted run', () => {
  const mutant = (line: number, replacement: string): ReportMutant => ({
    status: 'Ignored',
    mutatorName: 'StringLiteral',
    replacement,
    location: at(line, 5, line, 9),
  });
  const entry = (key: string, commit: string, result = 'fail') =>
    JSON.stringify({ key, commit, result, seconds: 12 });

  it('names two mutants apart by file, place or replacement', () => {
    const keys = new Set([
      mutantKey('lib/a.ts', mutant(1, '""')),
      mutantKey('lib/b.ts', mutant(1, '""')),
      mutantKey('lib/a.ts', mutant(2, '""')),
      mutantKey('lib/a.ts', mutant(1, '"Stryker was here!"')),
      mutantKey('lib/a.ts', { ...mutant(1, '""'), location: at(1, 5, 1, 10) }),
    ]);
    expect(keys.size).toBe(5);
  });

  it("reuses only the same commit's results, and skips a line cut short", () => {
    const key = mutantKey('lib/a.ts', mutant(1, '""'));
    const other = mutantKey('lib/a.ts', mutant(2, '""'));
    const text = [
      entry(key, 'c9b0552'),
      entry(other, '07a59e2'),
      entry(other, 'c9b0552', 'pass').slice(0, 30),
      '',
    ].join('\n');
    const results = journalResults(text, 'c9b0552');
    expect([...results.keys()]).toEqual([key]);
    expect(results.get(key)).toMatchObject({ result: 'fail', seconds: 12 });
  });
});
