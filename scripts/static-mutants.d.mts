export interface Place {
  line: number;
  column: number;
}

export interface ReportMutant {
  status: string;
  static?: boolean;
  mutatorName?: string;
  replacement?: string;
  location: { start: Place; end: Place };
}

export declare function applyMutant(source: string, mutant: ReportMutant): string;

export declare function staticByFile(report: {
  files: Record<string, { mutants: ReportMutant[] }>;
}): { file: string; mutants: ReportMutant[] }[];

export declare function mutantKey(file: string, mutant: ReportMutant): string;

export interface JournalEntry {
  key: string;
  commit: string;
  result: string;
  seconds: number;
}

export declare function journalResults(text: string, commit: string): Map<string, JournalEntry>;
