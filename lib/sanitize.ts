import 'server-only';
import sanitizeHtml from 'sanitize-html';

type Transform = (tagName: string, attribs: sanitizeHtml.Attributes) => sanitizeHtml.Tag;

/** The heading levels HTML has. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Provider text brings its own heading levels (an editor picks `<h3>` for its size), but it is
 * placed under a heading of the page: levels must follow on from that heading, one step at a
 * time, for screen readers' heading navigation (WCAG 1.3.1; html-validate's `heading-level`).
 * The first heading of the text goes one below `under`; the others keep their distance to it,
 * but never rise above that first level nor skip one on the way down. sanitize-html calls
 * transforms in document order and closes each element with its transformed name.
 */
function headingLeveller(under: HeadingLevel): Transform {
  const top = Math.min(under + 1, 6);
  let shift: number | null = null;
  let previous: number = under;
  return (tagName, attribs) => {
    const level = Number(tagName.slice(1));
    shift ??= top - level;
    const next = Math.min(6, Math.max(top, Math.min(level + shift, previous + 1)));
    previous = next;
    return { tagName: `h${next}`, attribs };
  };
}

/**
 * Rich text from the provider is sanitised on the server before it is rendered (DESIGN.md).
 * `under` is the level of the page heading the text sits under (the page's `<h1>` by default).
 */
export function sanitizeRichText(html: string, under: HeadingLevel = 1): string {
  const heading = headingLeveller(under);
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'blockquote',
      'a',
      'img',
      'figure',
      'figcaption',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      th: ['scope'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // Images only from web addresses: no data: or other schemes that can carry scripts (SVG).
    allowedSchemesByTag: { img: ['http', 'https'] },
    transformTags: {
      h1: heading,
      h2: heading,
      h3: heading,
      h4: heading,
      h5: heading,
      h6: heading,
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  });
}
