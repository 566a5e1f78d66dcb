/** @jest-environment node */
import { legacyListLocation, listPath, parsePageNumber, queryPageNumber } from './list-paths';

describe('page numbers', () => {
  it('accepts plain page numbers only', () => {
    expect(parsePageNumber('2')).toBe(2);
    expect(parsePageNumber('9999')).toBe(9999);
    for (const bad of ['0', '01', '-1', 'abc', '2.5', '1e3', '99999', '', ' 2', undefined]) {
      expect(parsePageNumber(bad)).toBeNull();
    }
  });

  it('reads ?page= with the same rule, 1 when absent', () => {
    expect(queryPageNumber({})).toBe(1);
    expect(queryPageNumber({ page: '3' })).toBe(3);
    expect(queryPageNumber({ page: ['4', '5'] })).toBe(4);
    expect(queryPageNumber({ page: 'x' })).toBeNull();
  });

  it('gives page 1 the list its own address', () => {
    expect(listPath('/news', 1)).toBe('/news');
    expect(listPath('/news', 2)).toBe('/news/page/2');
  });
});

describe('old list addresses', () => {
  const at = (query: string) => new URLSearchParams(query);

  it('lead to the page path, in the same language', () => {
    expect(legacyListLocation('news', 'ar', at('page=2'))).toBe('/ar/news/page/2');
    expect(legacyListLocation('news', 'en', at('page=2'))).toBe('/news/page/2');
    expect(legacyListLocation('gallery', 'fa', at('page=1'))).toBe('/fa/gallery');
  });

  it('lead a page number that is not one to the first page', () => {
    expect(legacyListLocation('tenders', 'fr', at('page=abc'))).toBe('/fr/tenders');
    expect(legacyListLocation('tenders', 'en', at('page=0'))).toBe('/tenders');
  });

  it('keep the filters a list understands, and drop everything else', () => {
    expect(legacyListLocation('projects', 'en', at('theme=water&page=2&utm=x'))).toBe(
      '/projects/filter?theme=water&page=2',
    );
    expect(legacyListLocation('publications', 'ar', at('q=drought&year=2024'))).toBe(
      '/ar/publications/search?q=drought&year=2024',
    );
    expect(legacyListLocation('news', 'en', at('theme=water&page=3'))).toBe('/news/page/3');
  });
});
