import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { HomeEventItem } from '@/lib/provider/types';
import NewsEventsStrip from './NewsEventsStrip';
import { STRIP_PLACEHOLDER } from './NewsEventsStrip';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

const labels = {
  title: 'News and events',
  viewAll: 'View All',
  readMore: 'Read More',
  news: 'News',
  event: 'Event',
};

const items: HomeEventItem[] = [
  {
    id: '4',
    type: 'event',
    title: 'Regional training',
    date: '2026-12-10',
    image: '/content/events/4.webp',
  },
  { id: '2', type: 'news', title: 'Fellowship begins', date: '2026-11-05T09:00:00Z', image: null },
  { id: '3', type: 'news', title: 'Agrivoltaic pilot', date: null, image: '/content/news/3.webp' },
  { id: '9', type: 'news', title: 'A fourth item', date: null, image: null },
];

function renderStrip(list: HomeEventItem[], locale: 'en' | 'ar' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <NewsEventsStrip items={list} locale={locale} labels={labels} />
    </NextIntlClientProvider>,
  );
}

function imageFile(card: HTMLElement): string {
  const src = card.querySelector('img')!.getAttribute('src')!;
  return new URL(src, 'http://site').searchParams.get('url') ?? src;
}

describe('NewsEventsStrip', () => {
  it('shows at most 3 cards, linking news to /news/{id} and events to /events/{id}', () => {
    renderStrip(items);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(screen.queryByText('A fourth item')).toBeNull();
    const readMore = screen.getAllByRole('link', { name: 'Read More' });
    expect(readMore.map((link) => link.getAttribute('href'))).toEqual([
      '/events/4',
      '/news/2',
      '/news/3',
    ]);
    expect(readMore[0]).toHaveAccessibleDescription('Regional training');
    expect(screen.getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/events');
  });

  it('shows the type badge and the date as day, short month and year in the language', () => {
    renderStrip(items.slice(0, 2));
    const [event, news] = screen.getAllByRole('article');
    expect(within(event!).getByText('Event')).toBeInTheDocument();
    expect(within(event!).getByText('10 Dec 2026')).toBeInTheDocument();
    expect(within(news!).getByText('News')).toBeInTheDocument();
    expect(within(news!).getByText('5 Nov 2026')).toBeInTheDocument();
  });

  it('writes the date in Arabic for Arabic readers', () => {
    renderStrip(items.slice(0, 1), 'ar');
    expect(screen.getByText('10 كانون الأول 2026')).toBeInTheDocument();
  });

  it('shows the placeholder image when an image is missing or fails to load', () => {
    renderStrip(items.slice(0, 3));
    const [withImage, withoutImage, broken] = screen.getAllByRole('article');
    expect(imageFile(withImage!)).toBe('/content/events/4.webp');
    expect(imageFile(withoutImage!)).toBe(STRIP_PLACEHOLDER);
    expect(imageFile(broken!)).toBe('/content/news/3.webp');
    fireEvent.error(broken!.querySelector('img')!);
    expect(imageFile(broken!)).toBe(STRIP_PLACEHOLDER);
  });

  it('renders nothing when there are no items (a failed read is silent)', () => {
    const { container } = renderStrip([]);
    expect(container).toBeEmptyDOMElement();
  });
});
