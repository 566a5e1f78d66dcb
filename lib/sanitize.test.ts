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
    expect(sanitizeRichText(html)).toBe(html);
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
