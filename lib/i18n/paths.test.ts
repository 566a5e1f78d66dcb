import { localizeHref, localizePath, pathWithoutLocale } from './paths';

describe('the site’s URL scheme', () => {
  it('keeps English unprefixed and prefixes the other languages', () => {
    expect(localizePath('en', '/news/1')).toBe('/news/1');
    expect(localizePath('ar', '/news/1')).toBe('/ar/news/1');
    expect(localizePath('fa', '/')).toBe('/fa');
    expect(localizePath('en', '/')).toBe('/');
  });

  it('leaves addresses that are not site paths alone', () => {
    expect(localizePath('ar', 'mailto:info@example.org')).toBe('mailto:info@example.org');
    expect(localizePath('fr', 'https://example.org/x')).toBe('https://example.org/x');
  });

  it('adds the query parameters that have a value', () => {
    expect(localizeHref('fr', { pathname: '/news', query: { page: '2', theme: undefined } })).toBe(
      '/fr/news?page=2',
    );
    expect(localizeHref('en', { pathname: '/projects', query: {} })).toBe('/projects');
    expect(localizeHref('ar', { pathname: '/members', hash: 'jo' })).toBe('/ar/members#jo');
  });

  it('names the page a path shows, whatever its language', () => {
    expect(pathWithoutLocale('/ar/news/1')).toBe('/news/1');
    expect(pathWithoutLocale('/en/news/1')).toBe('/news/1');
    expect(pathWithoutLocale('/news/1')).toBe('/news/1');
    expect(pathWithoutLocale('/fa')).toBe('/');
    expect(pathWithoutLocale('/en')).toBe('/');
    expect(pathWithoutLocale('/')).toBe('/');
    // A path that merely starts like a language code is English.
    expect(pathWithoutLocale('/arabic-water')).toBe('/arabic-water');
  });
});
