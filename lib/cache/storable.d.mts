export declare function saysNoStore(
  data:
    { kind?: string; headers?: Record<string, string | string[] | undefined> } | null | undefined,
): boolean;
export declare function withRouteTags<Ctx extends { tags?: readonly string[] } | undefined>(
  data:
    { kind?: string; headers?: Record<string, string | string[] | undefined> } | null | undefined,
  ctx: Ctx,
): Ctx;
