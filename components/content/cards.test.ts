/** @jest-environment node */
import type { EventItem } from '@/lib/provider/types';
import { eventCard } from './cards';

const event = (venue: string | null, city: string | null): EventItem => ({
  id: '2',
  title: 'Webinaire',
  summary: null,
  body: '',
  start: '2027-01-16',
  end: null,
  timezone: null,
  venue,
  city,
  image: null,
  registrationUrl: null,
  format: null,
});

describe('an event card’s place line', () => {
  it('names an online venue once, not «En ligne (visioconférence) · En ligne»', () => {
    const card = eventCard(event('En ligne (visioconférence)', 'En ligne'), 'fr');
    expect(card.meta).toBe('16\u00a0janv.\u00a02027\u00a0— En ligne (visioconférence)');
    const persian = eventCard(event('برخط (ویدئوکنفرانس)', 'برخط'), 'fa');
    expect(persian.meta).toMatch(/— برخط \(ویدئوکنفرانس\)$/);
  });

  it('writes a venue and its city as the detail page does, after the language’s separator', () => {
    expect(eventCard(event('مرکز آموزش شبکه', 'امان'), 'fa').meta).toMatch(
      /— مرکز آموزش شبکه، امان$/,
    );
    expect(eventCard(event('INWRDAM Training Centre', 'Amman'), 'en').meta).toMatch(
      /— INWRDAM Training Centre, Amman$/,
    );
    expect(eventCard(event(null, 'Amman'), 'en').meta).toMatch(/— Amman$/);
  });
});
