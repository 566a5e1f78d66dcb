import { act, fireEvent, render, screen } from '@testing-library/react';
import Showcase, { type ShowcasePanel } from './Showcase';
import { panelForProgress, SHOWCASE_LOCK_MS } from './ShowcaseScroll';

const panels: ShowcasePanel[] = ['about', 'vision', 'mission'].map((key) => ({
  key,
  eyebrow: `${key} eyebrow`,
  title: `${key} title`,
  text: `${key} text`,
  image: `/content/showcase/${key}.webp`,
}));

const VIEWPORT = 1000;
/** The section is three viewports tall: 2000 px of scroll move it from its top to its end. */
const SECTION = 3000;
let sectionTop = 0;
const scrollTo = jest.fn();

function renderShowcase() {
  const result = render(
    <Showcase panels={panels} labels={{ section: 'Who we are', dots: 'Choose a topic' }} />,
  );
  const section = screen.getByRole('region', { name: 'Who we are' });
  section.getBoundingClientRect = () =>
    ({ top: sectionTop, height: SECTION, bottom: sectionTop + SECTION }) as DOMRect;
  return result;
}

/** Scrolls the page so the section's top is `scrolled` px above the viewport's top. */
function scrollThrough(scrolled: number) {
  sectionTop = -scrolled;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

function activeDot(): string | null {
  const current = screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-current') === 'true');
  expect(current).toHaveLength(1);
  return current[0]!.getAttribute('aria-label');
}

beforeEach(() => {
  jest.useFakeTimers();
  sectionTop = 0;
  scrollTo.mockReset();
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
  Object.defineProperty(window, 'scrollTo', { configurable: true, value: scrollTo });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('panelForProgress', () => {
  it('gives 0 below one third, 1 from one third and 2 from two thirds', () => {
    expect(panelForProgress(0, 3)).toBe(0);
    expect(panelForProgress(0.3333, 3)).toBe(0);
    expect(panelForProgress(1 / 3, 3)).toBe(1);
    expect(panelForProgress(0.6666, 3)).toBe(1);
    expect(panelForProgress(2 / 3, 3)).toBe(2);
    expect(panelForProgress(1, 3)).toBe(2);
  });
});

describe('Showcase', () => {
  it('renders all three panels in the HTML, so they read without JavaScript', () => {
    renderShowcase();
    for (const key of ['about', 'vision', 'mission']) {
      expect(screen.getByRole('heading', { name: `${key} title` })).toBeInTheDocument();
      expect(screen.getByText(`${key} text`)).toBeInTheDocument();
    }
  });

  it('chooses the panel from scroll progress at the 1/3 and 2/3 thresholds', () => {
    renderShowcase();
    expect(activeDot()).toBe('about eyebrow');
    scrollThrough(666); // 0.333 of 2000
    expect(activeDot()).toBe('about eyebrow');
    scrollThrough(667); // 0.3335
    expect(activeDot()).toBe('vision eyebrow');
    scrollThrough(1333); // 0.6665
    expect(activeDot()).toBe('vision eyebrow');
    scrollThrough(1334);
    expect(activeDot()).toBe('mission eyebrow');
    scrollThrough(0);
    expect(activeDot()).toBe('about eyebrow');
  });

  it('smooth-scrolls to a panel from its dot and ignores scroll updates for 800 ms', () => {
    renderShowcase();
    fireEvent.click(screen.getByRole('button', { name: 'mission eyebrow' }));
    expect(activeDot()).toBe('mission eyebrow');
    expect(scrollTo).toHaveBeenCalledWith({ top: 1335, behavior: 'smooth' });

    // The smooth scroll passes through the first panels' range: no flicker back.
    scrollThrough(300);
    expect(activeDot()).toBe('mission eyebrow');
    act(() => {
      jest.advanceTimersByTime(SHOWCASE_LOCK_MS - 1);
    });
    scrollThrough(900);
    expect(activeDot()).toBe('mission eyebrow');

    act(() => {
      jest.advanceTimersByTime(1);
    });
    scrollThrough(900);
    expect(activeDot()).toBe('vision eyebrow');
  });

  it('jumps without animation for visitors who prefer reduced motion', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('reduce'),
        addEventListener: jest.fn(),
        removeEventListener: jest.fn(),
      }),
    });
    renderShowcase();
    fireEvent.click(screen.getByRole('button', { name: 'vision eyebrow' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 668, behavior: 'auto' });
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: undefined });
  });
});
