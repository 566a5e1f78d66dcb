export declare function saysNoStore(
  data:
    { kind?: string; headers?: Record<string, string | string[] | undefined> } | null | undefined,
): boolean;
