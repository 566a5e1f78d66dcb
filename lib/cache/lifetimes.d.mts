export const EXPIRE_SECONDS: number;
