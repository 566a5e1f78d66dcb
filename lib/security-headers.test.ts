/** @jest-environment node */
import {
  contentSecurityPolicy,
  imageRemotePatterns,
  providerImageOrigins,
  securityHeaders,
} from './security-headers.mjs';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values];
    }),
  );

describe('providerImageOrigins', () => {
  it('takes the provider’s origin, or the listed image origins, and nothing without a provider', () => {
    expect(providerImageOrigins({})).toEqual([]);
    expect(providerImageOrigins({ PROVIDER_API_URL: 'https://cms.example.org/api/v1/' })).toEqual([
      'https://cms.example.org',
    ]);
    expect(
      providerImageOrigins({
        PROVIDER_API_URL: 'https://cms.example.org/api',
        PROVIDER_IMAGE_ORIGINS: 'https://img.example.net/, https://img.example.net',
      }),
    ).toEqual(['https://img.example.net']);
    expect(() => providerImageOrigins({ PROVIDER_IMAGE_ORIGINS: 'ftp://x.example' })).toThrow(
      /http\(s\)/,
    );
  });

  it('allows next/image to fetch from those origins only', () => {
    expect(imageRemotePatterns(['https://cms.example.org', 'http://localhost:8080'])).toEqual([
      { protocol: 'https', hostname: 'cms.example.org', port: '', pathname: '/**' },
      { protocol: 'http', hostname: 'localhost', port: '8080', pathname: '/**' },
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  it('locks everything to the site, images also to the provider’s host, and forbids framing', () => {
    const policy = directives(
      contentSecurityPolicy({ imageOrigins: ['https://cms.example.org'], https: false }),
    );
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cms.example.org']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    // Static pages cannot carry per-request nonces (see the module's comment).
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('upgrades insecure requests on HTTPS and relaxes only what the dev server needs', () => {
    expect(contentSecurityPolicy({ imageOrigins: [], https: true })).toContain(
      'upgrade-insecure-requests',
    );
    const dev = directives(contentSecurityPolicy({ imageOrigins: [], https: false, dev: true }));
    expect(dev['script-src']).toContain("'unsafe-eval'");
    expect(dev['connect-src']).toContain('ws:');
  });
});

describe('securityHeaders', () => {
  const names = (siteUrl: string) =>
    securityHeaders({ siteUrl, imageOrigins: [] }).map((header) => header.key);

  it('sends HSTS only when the site is served over HTTPS', () => {
    expect(names('https://www.inwrdam.org')).toContain('Strict-Transport-Security');
    expect(names('http://localhost:3000')).not.toContain('Strict-Transport-Security');
  });

  it('always sends the policy, nosniff, the referrer and permissions policies', () => {
    const headers = Object.fromEntries(
      securityHeaders({ siteUrl: 'http://localhost:3000', imageOrigins: [] }).map((h) => [
        h.key,
        h.value,
      ]),
    );
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(headers['Content-Security-Policy']).toMatch(/^default-src 'self'/);
  });
});
