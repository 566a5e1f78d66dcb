import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import HeroSlider, { HERO_INTERVAL_MS, type HeroSlide, type HeroSliderProps } from './HeroSlider';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

function slide(n: number, prefix = 'Slide'): HeroSlide {
  return {
    id: `${prefix}-${n}`,
    image: null,
    title: `${prefix} title ${n}`,
    description: `${prefix} text ${n}`,
    position: `Slide ${n} of 3`,
    goTo: `Show slide ${n}`,
  };
}

const labels: HeroSliderProps['labels'] = {
  carousel: 'Highlights',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause the slideshow',
  play: 'Play the slideshow',
  dots: 'Choose a slide',
  social: 'Follow us',
  newTab: '(opens in a new tab)',
};

const social: HeroSliderProps['social'] = [
  { network: 'facebook', name: 'Facebook', href: 'https://facebook.example/inwrdam' },
  { network: 'x', name: 'X', href: '#' },
];

function renderSlider(slides: HeroSlide[], locale: 'en' | 'ar' = 'en') {
  const ui = (list: HeroSlide[]) => (
    <NextIntlClientProvider locale={locale} messages={{}}>
      <HeroSlider
        slides={list}
        social={social}
        cta={{ href: '/who-we-are', label: 'Discover who we are' }}
        labels={labels}
      />
    </NextIntlClientProvider>
  );
  const result = render(ui(slides));
  return { ...result, replace: (list: HeroSlide[]) => result.rerender(ui(list)) };
}

/** The slide the visitor sees: the one group not hidden from assistive technology. */
function shownTitle(): string | null {
  const visible = screen
    .getAllByRole('group', { hidden: true })
    .filter((el) => el.getAttribute('aria-roledescription') === 'slide')
    .filter((el) => el.getAttribute('aria-hidden') !== 'true');
  expect(visible).toHaveLength(1);
  return visible[0]!.querySelector('h2')!.textContent;
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function mockReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }),
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  mockReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('HeroSlider', () => {
  it('advances every 8000 ms and wraps from the last slide to the first', () => {
    renderSlider([slide(1), slide(2), slide(3)]);
    expect(shownTitle()).toBe('Slide title 1');
    advance(HERO_INTERVAL_MS - 1);
    expect(shownTitle()).toBe('Slide title 1');
    advance(1);
    expect(shownTitle()).toBe('Slide title 2');
    advance(HERO_INTERVAL_MS);
    expect(shownTitle()).toBe('Slide title 3');
    advance(HERO_INTERVAL_MS);
    expect(shownTitle()).toBe('Slide title 1');
  });

  it('does not move or show controls with a single slide', () => {
    renderSlider([slide(1)]);
    advance(HERO_INTERVAL_MS * 3);
    expect(shownTitle()).toBe('Slide title 1');
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('returns to the first slide when the slides are replaced', () => {
    const { replace } = renderSlider([slide(1), slide(2), slide(3)]);
    advance(HERO_INTERVAL_MS);
    advance(HERO_INTERVAL_MS);
    expect(shownTitle()).toBe('Slide title 3');
    replace([slide(1, 'New'), slide(2, 'New')]);
    expect(shownTitle()).toBe('New title 1');
    advance(HERO_INTERVAL_MS);
    expect(shownTitle()).toBe('New title 2');
  });

  it('moves with the arrows and dots, wrapping both ways', () => {
    renderSlider([slide(1), slide(2), slide(3)]);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownTitle()).toBe('Slide title 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownTitle()).toBe('Slide title 1');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(shownTitle()).toBe('Slide title 2');
    expect(screen.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('stops with the pause control and starts again with play', () => {
    renderSlider([slide(1), slide(2), slide(3)]);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    advance(HERO_INTERVAL_MS * 3);
    expect(shownTitle()).toBe('Slide title 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    advance(HERO_INTERVAL_MS);
    expect(shownTitle()).toBe('Slide title 2');
    expect(screen.getByRole('button', { name: 'Pause the slideshow' })).toBeInTheDocument();
  });

  it('pauses while hovered and stays paused once focus enters it', () => {
    renderSlider([slide(1), slide(2), slide(3)]);
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(carousel);
    advance(HERO_INTERVAL_MS * 2);
    expect(shownTitle()).toBe('Slide title 1');
    fireEvent.mouseLeave(carousel);
    advance(HERO_INTERVAL_MS);
    expect(shownTitle()).toBe('Slide title 2');

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(HERO_INTERVAL_MS * 2);
    expect(shownTitle()).toBe('Slide title 2');
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
  });

  it('does not advance by itself for visitors who prefer reduced motion', () => {
    mockReducedMotion(true);
    renderSlider([slide(1), slide(2), slide(3)]);
    advance(HERO_INTERVAL_MS * 3);
    expect(shownTitle()).toBe('Slide title 1');
    // The visitor may still start it on purpose.
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    advance(HERO_INTERVAL_MS);
    expect(shownTitle()).toBe('Slide title 2');
  });

  it('announces slides politely only while it is not rotating by itself', () => {
    const { container } = renderSlider([slide(1), slide(2), slide(3)]);
    const live = container.querySelector('[aria-live]')!;
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('links the call to action and the social column, with # kept for missing links', () => {
    renderSlider([slide(1), slide(2)]);
    const ctas = screen.getAllByRole('link', { name: 'Discover who we are', hidden: true });
    expect(ctas[0]).toHaveAttribute('href', '/who-we-are');
    const facebook = screen.getByRole('link', { name: /Facebook/ });
    expect(facebook).toHaveAttribute('href', 'https://facebook.example/inwrdam');
    expect(facebook).toHaveAttribute('target', '_blank');
    const x = screen.getByRole('link', { name: 'X' });
    expect(x).toHaveAttribute('href', '#');
    expect(x).not.toHaveAttribute('target');
  });
});
