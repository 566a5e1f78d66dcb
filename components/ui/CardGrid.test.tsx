import { render, screen } from '@testing-library/react';
import CardGrid from './CardGrid';

const cards = [1, 2, 3].map((n) => ({
  key: String(n),
  title: `Item ${n}`,
  image: `/content/news/${n}.webp`,
}));

const images = (container: HTMLElement) => Array.from(container.querySelectorAll('img'));

describe('CardGrid', () => {
  it('fetches the first image of a grid that leads the page at once, the others lazily', () => {
    const { container } = render(<CardGrid cards={cards} emptyText="Nothing yet" leadsPage />);
    const [first, ...rest] = images(container);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    for (const image of rest) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it('loads every image lazily in a grid further down a page', () => {
    const { container } = render(<CardGrid cards={cards} emptyText="Nothing yet" />);
    expect(images(container).map((image) => image.getAttribute('loading'))).toEqual([
      'lazy',
      'lazy',
      'lazy',
    ]);
  });

  it('says so when there is nothing to show', () => {
    render(<CardGrid cards={[]} emptyText="Nothing yet" />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });
});
