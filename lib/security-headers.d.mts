export interface Header {
  key: string;
  value: string;
}

export interface RemotePattern {
  protocol: 'http' | 'https';
  hostname: string;
  port: string;
  pathname: string;
}

export function providerImageOrigins(env: Record<string, string | undefined>): string[];
export function imageRemotePatterns(origins: string[]): RemotePattern[];
export function contentSecurityPolicy(options: {
  imageOrigins: string[];
  https: boolean;
  dev?: boolean;
}): string;
export function securityHeaders(options: {
  siteUrl: string;
  imageOrigins: string[];
  dev?: boolean;
}): Header[];
