export type PlanEntry = { css: string; wrap: string[]; any: string[][] | null };
export function selectorNeeds(selector: string): string[];
export function planSheet(css: string, base: string): PlanEntry[];
export function moveFontFaces(css: string, base: string): { css: string; faces: string[] };
export function writePlan(
  buildDir: string,
): Promise<{ sheets: number; rules: number; faces: number }>;
