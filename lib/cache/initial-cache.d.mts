export function seedSharedCache(url: string, buildDir?: string): Promise<void>;
