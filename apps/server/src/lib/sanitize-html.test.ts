import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, tables, links and images', () => {
    const html =
      '<h2>Bônus</h2><p><strong>100%</strong> até <em>R$ 500,00</em></p><ul><li>a</li></ul>' +
      '<table><tr><td colspan="2">x</td></tr></table>' +
      '<a href="https://example.com/x" title="t">link</a><img src="https://cdn.example.com/a.png" alt="a">';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h2>Bônus</h2>');
    expect(clean).toContain('<strong>100%</strong>');
    expect(clean).toContain('<td colspan="2">x</td>');
    expect(clean).toContain('<a href="https://example.com/x" title="t">link</a>');
    expect(clean).toContain('<img src="https://cdn.example.com/a.png" alt="a" />');
  });

  it('drops scripts, styles, frames, forms and their contents', () => {
    const clean = sanitizeHtml(
      '<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>' +
        '<form><input name="a"></form>',
    );
    expect(clean).toBe('<p>ok</p>');
  });

  it('drops event handlers and style attributes', () => {
    const clean = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red">a</p><img src="https://x/a.png" onerror="alert(1)">',
    );
    expect(clean).not.toMatch(/onclick|onerror|style|alert/);
    expect(clean).toContain('<p>a</p>');
  });

  it('drops javascript:, data: and protocol-relative URLs', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example.com',
    ]) {
      const clean = sanitizeHtml(`<a href="${href}">x</a><img src="${href}">`);
      expect(clean, href).not.toMatch(/href=|src=/);
    }
  });

  it('makes links that open a new window unable to reach back', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('escapes text that only looks like markup', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });
});
