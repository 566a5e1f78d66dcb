import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import world from 'world-atlas/countries-110m.json';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { MapKey, MemberState } from '@/lib/provider/types';
import MemberMap from './MemberMap';
import { NUDGE_MS, type WorldMapProps } from './WorldMap';

// jsdom cannot fetch a file: the map gets the imported TopoJSON object (DESIGN.md).
const geography = world as unknown as WorldMapProps['geography'];

const HOST: MapKey = { id: '1', color: '#c2410c', title: 'Host country' };
const FOUNDING: MapKey = { id: '2', color: '#1d4ed8', title: 'Founding members' };
const MEMBERS_KEY: MapKey = { id: '10', color: '#0f766e', title: 'Members' };

function member(
  id: string,
  code: string,
  name: string,
  mapKey: MapKey,
  extra: Partial<MemberState> = {},
): MemberState {
  return {
    id,
    code,
    name,
    englishName: id,
    title: name,
    rank: mapKey.title,
    instituteName: `${name} water institute`,
    location: null,
    tel: '+962 6 500 1100',
    fax: '+962 6 500 1101',
    email: `water@${id}.example`,
    image: `/flags/${code}.svg`,
    mapKey,
    ...extra,
  };
}

// In the API's order, which is not the reader's.
const MEMBERS_EN = [
  member('jordan', 'jo', 'Jordan', HOST),
  member('egypt', 'eg', 'Egypt', FOUNDING),
  member('algeria', 'dz', 'Algeria', MEMBERS_KEY),
  member('morocco', 'ma', 'Morocco', MEMBERS_KEY),
];
const MEMBERS_AR = [
  member('egypt', 'eg', 'مصر', FOUNDING),
  member('jordan', 'jo', 'الأردن', HOST),
  member('algeria', 'dz', 'الجزائر', MEMBERS_KEY),
  member('morocco', 'ma', 'المغرب', MEMBERS_KEY),
];

const fetchMock = jest.fn();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValue({ ok: status < 400, status, json: async () => body });
}

function renderMap(locale: 'en' | 'ar' = 'en') {
  const messages = locale === 'en' ? en : ar;
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <NextIntlClientProvider locale={locale} messages={{ MemberMap: messages.MemberMap }}>
        <MemberMap geography={geography} />
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

async function showList(label = 'List View') {
  fireEvent.click(await screen.findByRole('button', { name: label }));
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('MemberMap states', () => {
  it("shows 'Loading...' while the member states load, from the site's own API", () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    renderMap();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(fetchMock).toHaveBeenCalledWith('/api/member-states?locale=en', expect.anything());
  });

  it("shows 'No data available' when there are no member states", async () => {
    answer(200, { success: true, data: [] });
    renderMap();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it("shows 'Failed to load' when the API fails without a message, and the list shows no data", async () => {
    answer(502, { success: false, message: null });
    renderMap();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load');
    await showList();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('keeps the error message the API sent', async () => {
    answer(502, { success: false, message: 'Invalid response shape' });
    renderMap();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid response shape');
  });

  it("shows 'Failed to load' when the network itself fails", async () => {
    fetchMock.mockRejectedValue(new TypeError(''));
    renderMap();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load');
  });
});

describe('MemberMap list view', () => {
  it('sorts the countries by name in English', async () => {
    answer(200, { success: true, data: MEMBERS_EN });
    renderMap('en');
    await showList();
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names).toEqual(['Algeria', 'Egypt', 'Jordan', 'Morocco']);
    expect(screen.getByText('4 active countries')).toBeInTheDocument();
  });

  it('sorts the countries by name in Arabic', async () => {
    answer(200, { success: true, data: MEMBERS_AR });
    renderMap('ar');
    await showList('عرض القائمة');
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    // Without the article: «المغرب» under «م», after «مصر».
    expect(names).toEqual(['الأردن', 'الجزائر', 'مصر', 'المغرب']);
    expect(screen.getByText('4 دول نشطة')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/member-states?locale=ar', expect.anything());
  });

  it('opens a modal dialog with the details, tel and mailto links, and closes it with Escape', async () => {
    answer(200, { success: true, data: MEMBERS_EN });
    renderMap();
    await showList();
    const card = screen.getByRole('button', { name: 'Jordan' });
    fireEvent.click(card);
    const dialog = screen.getByRole('dialog', { name: 'Jordan' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Host country • Jordan water institute')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '+962 6 500 1100' })).toHaveAttribute(
      'href',
      'tel:+96265001100',
    );
    expect(within(dialog).getByRole('link', { name: 'water@jordan.example' })).toHaveAttribute(
      'href',
      'mailto:water@jordan.example',
    );
    expect(within(dialog).getByText('+962 6 500 1101')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    // jsdom has no Escape handling for <dialog>: send the cancel event a browser sends for it.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(card).toHaveFocus();
  });

  it('closes the dialog from its close button and from the backdrop', async () => {
    answer(200, { success: true, data: MEMBERS_EN });
    renderMap();
    await showList();
    const egypt = screen.getByRole('button', { name: 'Egypt' });
    fireEvent.click(egypt);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(egypt).toHaveFocus();
    fireEvent.click(egypt);
    // A click on the backdrop lands on the <dialog> element itself, outside its panel.
    const dialog = screen.getByRole('dialog', { name: 'Egypt' });
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('MemberMap map view', () => {
  async function renderLoadedMap() {
    answer(200, { success: true, data: MEMBERS_EN });
    const result = renderMap();
    await waitFor(() =>
      expect(result.container.querySelectorAll('path.rsm-geography').length).toBeGreaterThan(100),
    );
    return result;
  }

  it('draws the world, fills members with their map key colour and keeps shapes out of the tab order', async () => {
    const { container } = await renderLoadedMap();
    const shapes = [...container.querySelectorAll('path.rsm-geography')];
    expect(shapes.every((shape) => shape.getAttribute('tabindex') === '-1')).toBe(true);
    const jordan = container.querySelector('path[data-member="jordan"]');
    expect(jordan).toHaveAttribute('fill', HOST.color);
    expect(container.querySelector('path[data-member="algeria"]')).toHaveAttribute(
      'fill',
      MEMBERS_KEY.color,
    );
    const markers = screen.getAllByRole('button', { name: /Jordan|Egypt|Algeria|Morocco/ });
    expect(markers).toHaveLength(4);
    markers.forEach((marker) => expect(marker).toHaveAttribute('tabindex', '0'));
  });

  it('lists the distinct map keys in the legend, sorted by id', async () => {
    await renderLoadedMap();
    const legend = screen.getByRole('list', { name: 'Map key' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Host country', 'Founding members', 'Members']);
  });

  it('opens the detail card from a marker and closes it with the close button', async () => {
    await renderLoadedMap();
    const marker = screen.getByRole('button', { name: 'Jordan' });
    fireEvent.click(marker);
    const card = screen.getByRole('dialog', { name: 'Jordan' });
    expect(within(card).getByRole('link', { name: '+962 6 500 1100' })).toHaveAttribute(
      'href',
      'tel:+96265001100',
    );
    expect(marker).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(card).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(marker).toHaveFocus();
  });

  it('opens the card from the keyboard and closes it with Escape', async () => {
    await renderLoadedMap();
    const marker = screen.getByRole('button', { name: 'Egypt' });
    fireEvent.keyDown(marker, { key: 'Enter' });
    expect(screen.getByRole('dialog', { name: 'Egypt' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(marker).toHaveFocus();
  });

  it('opens the card from a country shape and closes it on a click outside', async () => {
    const { container } = await renderLoadedMap();
    fireEvent.click(container.querySelector('path[data-member="morocco"]')!);
    const card = screen.getByRole('dialog', { name: 'Morocco' });
    // A click inside the card keeps it open.
    fireEvent.pointerDown(within(card).getByText('Members • Morocco water institute'));
    expect(screen.getByRole('dialog', { name: 'Morocco' })).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('nudges the map for 0.6 s when a country is selected', async () => {
    const { container } = await renderLoadedMap();
    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Algeria' }));
      expect(container.querySelector('[data-nudging="true"]')).not.toBeNull();
      act(() => {
        jest.advanceTimersByTime(NUDGE_MS - 1);
      });
      expect(container.querySelector('[data-nudging="true"]')).not.toBeNull();
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(container.querySelector('[data-nudging="true"]')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
