/** @jest-environment node */
import { isWebAddress } from './url';

describe('isWebAddress', () => {
  it('takes http(s) addresses with a host name: a social network, a LinkedIn profile', () => {
    expect(isWebAddress('https://www.facebook.com/inwrdam')).toBe(true);
    expect(isWebAddress('http://x.com/inwrdam')).toBe(true);
    expect(isWebAddress('https://linkedin.com/in/x')).toBe(true);
  });

  it("refuses the provider's '#' placeholder and anything a new tab cannot open", () => {
    for (const value of [
      '#',
      '',
      null,
      undefined,
      42,
      'javascript:alert(1)',
      '/local',
      'https://',
      'https://localhost',
      'ftp://example.org',
      'linkedin.com/in/x',
    ]) {
      expect(isWebAddress(value)).toBe(false);
    }
  });
});
