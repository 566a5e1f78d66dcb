import { act, fireEvent, render, screen } from '@testing-library/react';
import ExtraLink from './ExtraLink';
import type { MegaExtras, MegaGroup, MenuTexts } from './header-types';
import MegaNav from './MegaNav';
import MegaNavExtras from './MegaNavExtras';
import { HOVER_CLOSE_DELAY_MS } from './useDisclosure';

let mockPathname = '/news';

jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
}));

function item(key: string, href: string, label: string) {
  return { key, href, label, action: `Go to ${label}` };
}

/** What `/menu/en.json` answers: the panels' descriptive text and pictures. */
const texts: MenuTexts = {
  groups: {
    whoWeAre: { title: 'Who', description: 'About us', image: { src: '/a.webp' }, images: [] },
    whatWeDo: {
      title: 'Our work',
      description: 'Programmes and projects',
      image: { src: '/content/programs/2.webp' },
      images: [{ src: '/content/projects/1.webp' }, { src: '/content/projects/3.webp' }],
    },
    getInvolved: {
      title: 'Join',
      description: 'Work with us',
      image: { src: '/b.webp' },
      images: [],
    },
    infoCentre: {
      title: 'News and knowledge',
      description: 'Everything we publish',
      image: { src: '/content/news/1.webp' },
      images: [],
    },
  },
  items: Object.fromEntries(
    ['Our work', 'Projects', 'Countries', 'News', 'Stories'].map((label) => [
      label === 'Our work' ? 'whatWeDo' : label.toLowerCase(),
      { description: `${label} description`, details: `${label} details`, extra: `${label} extra` },
    ]),
  ),
};

const groups: MegaGroup[] = [
  {
    key: 'whatWeDo',
    label: 'What we do',
    href: '/what-we-do',
    drawerHref: '/what-we-do',
    defaultItem: 'projects',
    items: [
      item('whatWeDo', '/what-we-do', 'Our work'),
      item('projects', '/projects', 'Projects'),
      item('countries', '/countries', 'Countries'),
    ],
  },
  {
    key: 'infoCentre',
    label: 'Info centre',
    href: '/info-centre',
    drawerHref: '/info-centre',
    defaultItem: 'news',
    items: [item('news', '/news', 'News'), item('stories', '/stories', 'Stories')],
  },
];

const press: MegaExtras = {
  kind: 'press',
  heading: 'In the Media',
  items: [
    {
      id: '1',
      title: 'Water diplomacy course',
      date: 'Sep 14, 2026',
      isoDate: '2026-09-14',
      url: 'https://press.example/1',
    },
  ],
  viewAll: { label: 'View all', href: '/media' },
};

function renderNav() {
  return render(
    <div>
      <MegaNav
        locale="en"
        label="Main navigation"
        homeLabel="Home"
        groups={groups}
        extras={{
          infoCentre: (
            <MegaNavExtras extras={press} locale="en" opensInNewTab="(opens in a new tab)" />
          ),
        }}
      />
      <p>Outside</p>
    </div>,
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

/** jsdom has no PointerEvent: a mouse event that says it comes from a mouse pointer. */
function mousePointer(
  type: 'pointerover' | 'pointerout',
  target: Element,
  relatedTarget?: Element,
) {
  const event = new MouseEvent(type, { bubbles: true, relatedTarget: relatedTarget ?? null });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  fireEvent(target, event);
}

const fetchMock = jest.fn();

beforeEach(() => {
  mockPathname = '/news';
  jest.useFakeTimers();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, json: () => Promise.resolve(texts) });
  global.fetch = fetchMock;
});

afterEach(() => {
  jest.useRealTimers();
});

describe('MegaNav', () => {
  // First: the request is made once per page load (a module-level promise), so later tests find
  // the texts already there.
  it('fetches the panels’ texts once, when the menu is first reached for, and shows them', async () => {
    renderNav();
    expect(fetchMock).not.toHaveBeenCalled();
    // Every link is there before the texts: the panel works without them.
    fireEvent.click(trigger('What we do'));
    expect(screen.getByRole('link', { name: 'Go to Projects' })).toBeInTheDocument();
    expect(await screen.findByText('Programmes and projects')).toBeInTheDocument();
    expect(screen.getByText('Projects details')).toBeInTheDocument();
    fireEvent.click(trigger('Info centre'));
    expect(screen.getByText('Everything we publish')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/menu/en.json');
  });
  it('toggles a panel by click, with aria-expanded and aria-controls', () => {
    renderNav();
    const button = trigger('What we do');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).not.toBeVisible();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover and closes 150 ms after the pointer leaves', () => {
    renderNav();
    const item = trigger('What we do').parentElement!;
    mousePointer('pointerover', item);
    expect(trigger('What we do')).toHaveAttribute('aria-expanded', 'true');
    mousePointer('pointerout', item, screen.getByText('Outside'));
    act(() => jest.advanceTimersByTime(HOVER_CLOSE_DELAY_MS - 1));
    expect(trigger('What we do')).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(trigger('What we do')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a hover-opened panel open when its button is then clicked', () => {
    renderNav();
    mousePointer('pointerover', trigger('What we do').parentElement!);
    expect(trigger('What we do')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(trigger('What we do'));
    expect(trigger('What we do')).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a click outside the navigation', () => {
    renderNav();
    fireEvent.click(trigger('Info centre'));
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(trigger('Info centre')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to its button', () => {
    renderNav();
    fireEvent.click(trigger('Info centre'));
    const link = screen.getByRole('link', { name: /Stories/ });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(trigger('Info centre')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Info centre')).toHaveFocus();
  });

  it('closes when the route changes', () => {
    const { rerender } = renderNav();
    fireEvent.click(trigger('What we do'));
    mockPathname = '/projects';
    rerender(
      <div>
        <MegaNav locale="en" label="Main navigation" homeLabel="Home" groups={groups} />
        <p>Outside</p>
      </div>,
    );
    expect(trigger('What we do')).toHaveAttribute('aria-expanded', 'false');
  });

  it('highlights the default sub-item, or the one for the current page', () => {
    renderNav();
    fireEvent.click(trigger('What we do'));
    // On /news nothing of "What we do" matches: the default, projects, is shown.
    expect(screen.getByRole('link', { name: 'Go to Projects' })).toBeInTheDocument();
    fireEvent.click(trigger('What we do'));

    mockPathname = '/countries';
    renderNav();
    fireEvent.click(screen.getAllByRole('button', { name: 'What we do' })[1]!);
    expect(screen.getByRole('link', { name: 'Go to Countries' })).toBeInTheDocument();
  });

  it("shows the highlighted sub-item's secondary link, rendered on the server, and only its", () => {
    render(
      <MegaNav
        locale="en"
        label="Main navigation"
        homeLabel="Home"
        groups={groups}
        secondaries={{
          projects: (
            <ExtraLink
              link={{ label: 'Our partners', href: '/partners' }}
              locale="en"
              opensInNewTab="(opens in a new tab)"
            />
          ),
        }}
      />,
    );
    fireEvent.click(trigger('What we do'));
    expect(screen.getByRole('link', { name: 'Our partners' })).toHaveAttribute('href', '/partners');
    fireEvent.focus(screen.getByRole('link', { name: /^Countries/ }));
    expect(screen.queryByRole('link', { name: 'Our partners' })).toBeNull();
  });

  it('shows the sub-item that has focus in the detail panel', async () => {
    renderNav();
    fireEvent.click(trigger('What we do'));
    fireEvent.focus(screen.getByRole('link', { name: /^Countries/ }));
    expect(await screen.findByText('Countries details')).toBeInTheDocument();
  });

  it('lists the press items with their dates, and none when there are none', () => {
    renderNav();
    fireEvent.click(trigger('Info centre'));
    expect(screen.getByRole('link', { name: /Water diplomacy course/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByText('Sep 14, 2026')).toHaveAttribute('dateTime', '2026-09-14');
  });
});
