export const SITE_IMAGE: string;
export const DEBIAN_IMAGE: string;
export const REDIS_IMAGE: string;
export const READ_ONLY_MOUNTS: string[];
