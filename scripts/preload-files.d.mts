export const PRELOAD_FILES: string[];
