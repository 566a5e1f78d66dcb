/** @jest-environment node */
import { GET } from './route';

const call = (url: string, locale: string, list: string) =>
  GET(new Request(url), { params: Promise.resolve({ locale, list }) });

describe('GET /api/list-redirect/{locale}/{list} (old list addresses)', () => {
  it('answers 308 to the page path, relative, without the old query', async () => {
    const response = await call('http://localhost/ar/news?page=2', 'ar', 'news');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/ar/news/page/2');
  });

  it('sends English to its unprefixed address and filters to the filtered view', async () => {
    const response = await call('http://localhost/projects?theme=water&page=2', 'en', 'projects');
    expect(response.headers.get('location')).toBe('/projects/filter?theme=water&page=2');
  });

  it('answers 404 for a list or language that does not exist', async () => {
    expect((await call('http://localhost/x?page=2', 'en', 'secrets')).status).toBe(404);
    expect((await call('http://localhost/x?page=2', 'xx', 'news')).status).toBe(404);
  });
});
