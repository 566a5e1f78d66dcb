// The fake provider's content (e2e/faulty/fake-provider.mjs): what it answers when it answers
// well, in the provider contract's envelopes and field names, for the reads of the checked pages.
// Titles carry the content's edition, so that a test sees when a page shows fresh content; the
// bad-item mode slips broken records among good ones.

const ABSURD_LAST_PAGE = 10_000_000;

/** Ids no build prerenders (the embedded content's ids are small), so pages render on demand. */
export const ID = 701;

function paged({ mode, page }, items, perPage = 9) {
  if (mode === 'absurd-last-page') {
    return {
      data: items,
      current_page: page,
      last_page: ABSURD_LAST_PAGE,
      per_page: perPage,
      total: ABSURD_LAST_PAGE * perPage,
    };
  }
  return { data: items, current_page: 1, last_page: 1, per_page: perPage, total: items.length };
}

/**
 * The news items' date: 1 November 2026 in the first edition, a day later in each next one, so
 * that a sitemap (its lastmod) changes with the content too, not only the pages' titles.
 */
const publishedOn = (edition) => new Date(Date.UTC(2026, 10, edition)).toISOString().slice(0, 10);

function newsItem({ mode, edition }) {
  return {
    id: ID,
    slug: 'fake-provider-news',
    title: `Fake provider news, edition ${edition}`,
    // In bad-item mode its Arabic title has a character no bundled font draws, so its Arabic
    // share card cannot be drawn (lib/cards/serve.ts answers with the default card).
    title_ar: `خبر من المزوّد التجريبي${mode === 'bad-item' ? ' 💧' : ''}، الإصدار ${edition}`,
    excerpt: 'A news item served by the fake provider of the e2e tests.',
    body: '<p>This article comes from the fake provider.</p>',
    date: publishedOn(edition),
    image: '/content/placeholder.webp',
  };
}

function event({ edition }, id, extra = {}) {
  return {
    id,
    title: `Fake provider event ${id}, edition ${edition}`,
    summary: 'An event served by the fake provider.',
    body: '<p>This event comes from the fake provider.</p>',
    start_date: '2026-12-01T09:00:00+03:00',
    end_date: '2026-12-01T17:00:00+03:00',
    timezone: 'Asia/Amman',
    venue: 'Amman',
    image: '/content/placeholder.webp',
    ...extra,
  };
}

/** Good items, and in bad-item mode one broken record among them. */
function events(state) {
  const bad = state.mode === 'bad-item' ? { timezone: 'Mars/Olympus_Mons' } : {};
  return [event(state, ID), event(state, ID + 1, bad), event(state, ID + 2)];
}

function news(state) {
  const { mode, edition } = state;
  const good = newsItem(state);
  const other = {
    ...good,
    id: ID + 1,
    slug: 'fake-provider-news-2',
    title: `Fake provider second news, edition ${edition}`,
    // Its own Arabic title too: two results with one name cannot be told apart (by a visitor or a test).
    title_ar: `خبر ثانٍ من المزوّد التجريبي، الإصدار ${edition}`,
    image: mode === 'bad-item' ? 'http://[not-an-address/x.jpg' : good.image,
  };
  return [good, other];
}

function tender({ edition }) {
  return {
    id: ID,
    title: `Fake provider tender, edition ${edition}`,
    description: '<p>A tender served by the fake provider.</p>',
    location: 'Amman, Jordan',
    duration: '3 months',
    issue_date: '2026-11-01',
    dead_line: '2099-12-31',
    is_expired: false,
    days_remaining: 30,
    mobile_number: '+962 7 9000 0000',
    land_number: '+962 6 500 0000',
    email: 'tenders@example.org',
    file: null,
  };
}

/**
 * The contract's answers for the reads of the checked pages; anything else is not found.
 * state: the provider's mode, the content's edition and the page the site asked for
 * (absurd-last-page answers any of them).
 */
export function healthyAnswer(pathname, state) {
  const { edition } = state;
  const ok = (data) => [200, { success: true, data }];
  switch (pathname) {
    case '/sliders':
      return ok({
        sliders: [
          {
            id: 1,
            title: `Fake provider slide, edition ${edition}`,
            description: '<p>Served by the <strong>fake provider</strong>.</p>',
            image: '/content/sliders/2.webp',
          },
        ],
        // A network without an address comes as '#' or empty (docs/decisions.md, "Social links without an address").
        social_media_links: {
          facebook: 'https://www.facebook.com/fake-provider',
          youtube: '#',
          linkedin: '',
        },
      });
    case '/projects':
      return ok({
        data: paged(
          state,
          [
            {
              id: ID,
              title: `Fake provider project, edition ${edition}`,
              localized_title: `Fake provider project, edition ${edition}`,
              image_url: '/content/placeholders/desal.webp',
            },
          ],
          4,
        ),
      });
    case '/home-events': {
      // An entry of the strip carries what the strip shows (docs/content-api.md), not the article.
      const { id, title, title_ar, date, image } = newsItem(state);
      return ok({ data: { items: [{ id, type: 'news', title, title_ar, date, image }] } });
    }
    case '/inwrdam-in-press':
      return ok({ data: [{ id: 1, title: 'Fake provider press item', date: '2026-10-01' }] });
    case '/news':
      return ok(paged(state, news(state)));
    case '/events':
      return ok(paged(state, events(state)));
    case `/events/${ID + 1}`:
      return ok(events(state)[1]);
    case '/publications':
      return ok(
        paged(state, [
          {
            id: ID,
            title: `Fake provider publication, edition ${edition}`,
            date: '2026-10-01',
            kind: 'report',
          },
        ]),
      );
    case `/news/${ID}`:
    case '/news/fake-provider-news':
      return ok(newsItem(state));
    case '/tenders':
      return ok(paged(state, [tender(state)]));
    case `/tenders/${ID}`:
      return ok(tender(state));
    default:
      return [404, { success: false, message: 'Not found' }];
  }
}
