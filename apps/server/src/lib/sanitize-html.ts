import sanitize from 'sanitize-html';

/**
 * The one allow-list for operator HTML (announcements, inbox messages, promotions, help topics,
 * hot news): formatting, lists, tables, links and images only. Scripts, styles, frames, forms,
 * event handlers and javascript:/data: URLs never survive. Content is cleaned when it is stored
 * (seed, operator calls) and the site cleans it again with DOMPurify when it shows it, so a row
 * written around this function is still harmless on screen.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'a',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link that leaves the site must not reach back into it (window.opener).
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : { ...attribs },
    }),
  },
};

/** Operator HTML reduced to the allow-list above; plain text passes through escaped. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
