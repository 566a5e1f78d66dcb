/** @jest-environment node */
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('removes scripts, event-handler attributes and javascript: URLs', () => {
    const dirty =
      '<p onclick="steal()">Hello<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(clean).toContain('<p>Hello</p>');
  });

  it('keeps headings, lists, emphasis and links', () => {
    const html =
      '<h3>Scope</h3><ul><li><strong>One</strong></li><li><em>Two</em></li></ul><p><a href="https://www.inwrdam.org/x" title="More">more</a></p>';
    expect(sanitizeRichText(html, 2)).toBe(html);
  });

  describe('heading levels follow on from the page heading the text sits under', () => {
    it("starts the text one below the page title, so an editor's <h3> after the <h1> becomes <h2>", () => {
      expect(sanitizeRichText('<p>Intro</p><h3>History</h3><p>Since 1987</p>')).toBe(
        '<p>Intro</p><h2>History</h2><p>Since 1987</p>',
      );
    });

    it("keeps the text's own nesting, shifted as one block", () => {
      expect(sanitizeRichText('<h3>Aims</h3><h4>Water</h4><h4>Energy</h4><h3>Means</h3>')).toBe(
        '<h2>Aims</h2><h3>Water</h3><h3>Energy</h3><h2>Means</h2>',
      );
      expect(sanitizeRichText('<h2>Scope</h2><h3>Detail</h3>', 3)).toBe(
        '<h4>Scope</h4><h5>Detail</h5>',
      );
    });

    it("never skips a level on the way down nor rises above the text's first level", () => {
      expect(sanitizeRichText('<h2>A</h2><h4>B</h4><h6>C</h6><h1>D</h1>')).toBe(
        '<h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2>',
      );
    });

    it("turns an <h1> in the text into a heading below the page's own, and stops at <h6>", () => {
      expect(sanitizeRichText('<h1>Title again</h1>')).toBe('<h2>Title again</h2>');
      expect(sanitizeRichText('<h2>Deep</h2><h3>Deeper</h3>', 5)).toBe(
        '<h6>Deep</h6><h6>Deeper</h6>',
      );
    });

    it('levels each text on its own, even when one render sanitises several', () => {
      expect(sanitizeRichText('<h4>One</h4>', 2)).toBe('<h3>One</h3>');
      expect(sanitizeRichText('<h4>Two</h4>', 2)).toBe('<h3>Two</h3>');
    });
  });

  it('keeps images from http(s) sources with their text alternative, and drops other sources', () => {
    expect(sanitizeRichText('<img src="https://cdn.example/a.png" alt="A dam">')).toBe(
      '<img src="https://cdn.example/a.png" alt="A dam" />',
    );
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,AAAA" alt="x">')).toBe(
      '<img alt="x" />',
    );
  });

  it('makes links that open a new tab safe', () => {
    expect(sanitizeRichText('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
