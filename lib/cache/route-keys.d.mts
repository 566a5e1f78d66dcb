export function storageKey(
  manifest: { routes: Record<string, { srcRoute?: string | null }> },
  key: string,
  value: { kind?: string } | null | undefined,
): string;
