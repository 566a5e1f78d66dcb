/** @jest-environment node */
import { LISTS } from './list';
import { LEGACY_PATHS, LIST_SLUGS, SITE_ROUTES } from './routes.mjs';

describe('the route table', () => {
  it('names every paged list of lib/list.ts, at its own path, and no other', () => {
    expect([...LIST_SLUGS].sort()).toEqual(Object.keys(LISTS).sort());
    for (const slug of LIST_SLUGS) expect(LISTS[slug].base).toBe(`/${slug}`);
  });

  it('lists each path once', () => {
    const paths = SITE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('redirects each old address to a page of the table', () => {
    expect(LEGACY_PATHS).toContainEqual(['about', 'who-we-are']);
    const paths = SITE_ROUTES.map((route) => route.path);
    for (const [, to] of LEGACY_PATHS) expect(paths).toContain(`/${to}`);
  });
});
