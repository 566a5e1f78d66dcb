import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ProjectSummary } from '@/lib/provider/types';
import FeaturedProjects, { type FeaturedProjectsState } from './FeaturedProjects';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

const PLACEHOLDER_TITLES = [
  'Solar-powered desalination',
  'Safe reuse of treated wastewater',
  'The water–energy–food–environment nexus',
  'Water policy and diplomacy',
];

function project(id: string | null, title: string, image: string | null = null): ProjectSummary {
  return {
    id,
    title,
    image,
    shortTitle: null,
    theme: null,
    status: null,
    summary: null,
    countries: [],
  };
}

function renderGrid(state: FeaturedProjectsState, placeholderTitles = PLACEHOLDER_TITLES) {
  return render(
    <NextIntlClientProvider locale="en" messages={{}}>
      <FeaturedProjects
        state={state}
        placeholderTitles={placeholderTitles}
        labels={{ project: 'Project', empty: 'Nothing yet' }}
      />
    </NextIntlClientProvider>,
  );
}

/** The image file a card asks next/image for (its `url` parameter, or the src itself). */
function imageOf(card: HTMLElement): string {
  const src = card.querySelector('img')!.getAttribute('src')!;
  const url = new URL(src, 'http://site').searchParams.get('url');
  return url ?? src;
}

describe('FeaturedProjects', () => {
  it('shows at most 4 projects; only those with an id link to /projects/{id}', () => {
    renderGrid({
      status: 'loaded',
      projects: [
        project('7', 'Desalination in Aqaba', '/content/projects/7.webp'),
        project(null, 'Project without id'),
        project('9', 'Reuse in Tunis'),
        project('12', 'Nexus dialogue'),
        project('13', 'A fifth project'),
      ],
    });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(screen.queryByText('A fifth project')).toBeNull();
    expect(screen.getByRole('link', { name: 'Desalination in Aqaba' })).toHaveAttribute(
      'href',
      '/projects/7',
    );
    expect(screen.getByRole('link', { name: 'Reuse in Tunis' })).toHaveAttribute(
      'href',
      '/projects/9',
    );
    expect(screen.getByRole('heading', { name: 'Project without id' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Project without id' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
    // A project without an image takes the default image of its position.
    expect(imageOf(items[1]!)).toBe('/content/placeholders/reuse.webp');
    expect(imageOf(items[0]!)).toBe('/content/projects/7.webp');
  });

  it('activates a card with Space as with Enter', () => {
    renderGrid({ status: 'loaded', projects: [project('7', 'Desalination in Aqaba')] });
    const card = screen.getByRole('link', { name: 'Desalination in Aqaba' });
    const activated = jest.fn((event: Event) => event.preventDefault());
    card.addEventListener('click', activated);
    fireEvent.keyDown(card, { key: ' ' });
    expect(activated).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(card, { key: 'a' });
    expect(activated).toHaveBeenCalledTimes(1);
  });

  it('falls back to 4 non-clickable placeholder cards with localised titles and cycling images', () => {
    renderGrid({ status: 'error' });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    items.forEach((item, index) => {
      expect(within(item).getByRole('heading')).toHaveTextContent(PLACEHOLDER_TITLES[index]!);
    });
    expect(items.map(imageOf)).toEqual([
      '/content/placeholders/desal.webp',
      '/content/placeholders/reuse.webp',
      '/content/placeholders/wefe.webp',
      '/content/placeholders/policy.webp',
    ]);
  });

  it("titles a placeholder 'Project' when its localised title is missing", () => {
    renderGrid({ status: 'error' }, ['Solar-powered desalination']);
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Solar-powered desalination', 'Project', 'Project', 'Project']);
  });
});
