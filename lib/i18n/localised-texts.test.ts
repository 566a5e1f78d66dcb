/** @jest-environment node */
import { localisedTexts } from './localised-texts';

describe('localisedTexts', () => {
  it('lists every message and every localised content field of a language', () => {
    const texts = localisedTexts('fr');
    const where = texts.map((text) => text.where);
    expect(where).toContain('messages:Proposal.errors.tooLong');
    expect(where).toContain('content:news[0].body');
    expect(where.filter((w) => w.startsWith('messages:')).length).toBeGreaterThan(500);
    expect(where.filter((w) => w.startsWith('content:')).length).toBeGreaterThan(300);
  });

  it('gives each text in the language asked for, and content as a reader reads it', () => {
    const body = localisedTexts('ar').find((text) => text.where === 'content:news[0].body')!;
    expect(body.text).toMatch(/^<p>/);
    expect(body.plain).not.toMatch(/[<>]/);
    expect(body.plain).toMatch(/[\u0600-\u06FF]/);
  });
});
