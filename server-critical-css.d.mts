import type { PlanEntry } from './scripts/critical-css.mjs';

export const PLAN_FILE: string;
export type Plan = {
  sheets: Record<string, PlanEntry[]>;
  faces?: Record<string, string[]>;
};
export function documentWords(html: string): Set<string>;
export function criticalCss(
  plan: Plan,
  hrefs: string[],
  words: Set<string>,
  leave?: Set<string>,
): string;
export function inlineCriticalCss(html: string, plan: Plan): string;
export function withFontFaces(chunk: Buffer, before: string, plan: Plan): Buffer | null;
export function buildPlan(serverDir?: string): Plan | null;
