/** @jest-environment node */
import ar from '@/messages/ar.json';
import { detailBreadcrumb } from './breadcrumbs';
import { notFoundMetadata } from './metadata';

// The SEO parts that read messages through next-intl's server API, here over the Arabic messages.

jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual('next-intl');
  const messages = { ar: jest.requireActual('@/messages/ar.json') };
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'ar'; namespace: string }) =>
      createTranslator({ locale, messages: messages[locale], namespace }),
  };
});

describe('detailBreadcrumb', () => {
  it('leads from the home page through the section to the item, in the page’s language', async () => {
    const trail = await detailBreadcrumb(
      'ar',
      { name: 'الأخبار', path: '/news' },
      { name: 'خبر', path: '/news/3' },
    );
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'الرئيسية', item: 'http://localhost:3000/ar' },
      { '@type': 'ListItem', position: 2, name: 'الأخبار', item: 'http://localhost:3000/ar/news' },
      { '@type': 'ListItem', position: 3, name: 'خبر', item: 'http://localhost:3000/ar/news/3' },
    ]);
  });
});

describe('notFoundMetadata', () => {
  it('titles and describes the not-found page in the visitor’s language', async () => {
    expect(await notFoundMetadata('ar')).toEqual({
      title: ar.NotFound.title,
      description: ar.NotFound.description,
    });
  });
});
