import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** Links the operator opens in a new window must not reach back into the site (window.opener). */
let hooked = false;
function purifier(): typeof DOMPurify {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify;
}

/** Server HTML cleaned again in the browser: the server cleans it when stored, this is the second wall. */
export function purifyHtml(html: string): string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

interface SafeHtmlProps {
  html: string;
  className?: string;
  /** The element that holds the HTML; a div unless the content sits inside a phrase. */
  as?: 'div' | 'span' | 'section' | 'article';
  id?: string;
}

/**
 * The only way the site renders operator HTML (announcements, messages, promotions, help, news).
 */
export function SafeHtml({ html, className, as: Tag = 'div', id }: SafeHtmlProps) {
  const clean = useMemo(() => purifyHtml(html), [html]);
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
