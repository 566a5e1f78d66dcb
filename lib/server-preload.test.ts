/** @jest-environment node */
import { createThrottledReport, decodableTarget } from '@/server-preload.mjs';

describe('decodableTarget', () => {
  it('leaves a path that decodes alone, Arabic and Persian included', () => {
    for (const url of ['/', '/news/3?page=2', '/ar/%D8%A3%D8%AE%D8%A8%D8%A7%D8%B1', '/a%2Fb']) {
      expect(decodableTarget(url)).toBeNull();
    }
  });

  it('repairs broken percent-encoding as browsers decode it: U+FFFD, the query untouched', () => {
    const fffd = '%EF%BF%BD';
    expect(decodableTarget('/%E0%A4%A')).toBe(`/${fffd}${fffd}A`);
    expect(decodableTarget('/ar/news/%C0%AF?page=%E0')).toBe(`/ar/news/${fffd}${fffd}?page=%E0`);
    expect(decodableTarget('/fa/%')).toBe(`/fa/${fffd}`);
    // Next decodes dynamic segments twice: an escaped stray `%` is repaired too.
    expect(decodableTarget('/news/%25')).toBe(`/news/${fffd}`);
    for (const url of ['/%E0%A4%A', '/x/%ZZ%2F%FF', '/news/%25E0']) {
      const repaired = decodableTarget(url)!;
      expect(() => decodeURIComponent(decodeURIComponent(repaired))).not.toThrow();
    }
  });
});

describe('createThrottledReport', () => {
  it('logs at most once a minute, saying how many came in between', () => {
    let now = 0;
    const lines: string[] = [];
    const report = createThrottledReport(
      (line) => lines.push(line),
      60_000,
      () => now,
    );
    report('/%E0');
    now = 1_000;
    report('/%E1');
    report('/%E2');
    now = 59_999;
    report('/%E3');
    expect(lines).toHaveLength(1);
    now = 61_000;
    report('/%E4');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('4 request(s)');
  });
});
