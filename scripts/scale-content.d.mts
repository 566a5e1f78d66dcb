export declare const SCALED_KINDS: readonly string[];

export declare function multiply<T extends { id: number }>(records: T[], scale: number): T[];

export declare function writeScaledContent(options: {
  scale: number;
  out: string;
  source?: string;
}): Promise<Record<string, number>>;
