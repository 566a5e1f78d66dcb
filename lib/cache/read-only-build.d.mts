export function canWrite(dir: string): boolean;

export function pagesInMemoryWhenReadOnly<
  Base extends new (ctx: never) => { set(key: string, data: never, ctx: never): Promise<void> },
>(Base: Base, writable?: (dir: string) => boolean): Base;
