import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { purifyHtml, SafeHtml } from './safe-html.tsx';

describe('SafeHtml', () => {
  it('renders formatting and links', () => {
    const { container } = render(
      <SafeHtml html={'<p><strong>Bônus</strong> <a href="https://x.example/a">ver</a></p>'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('Bônus');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://x.example/a');
  });

  it('drops scripts, event handlers, styles and javascript: links', () => {
    const clean = purifyHtml(
      '<p onclick="alert(1)" style="color:red">a</p><script>alert(2)</script>' +
        '<img src="x" onerror="alert(3)"><a href="javascript:alert(4)">b</a>' +
        '<iframe src="https://x.example"></iframe><form><input></form>',
    );
    expect(clean).not.toMatch(/onclick|onerror|style=|<script|javascript:|<iframe|<form|<input/);
    expect(clean).toContain('<p>a</p>');
  });

  it('makes links that open a new window unable to reach back', () => {
    const clean = purifyHtml('<a href="https://x.example" target="_blank">x</a>');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('target="_blank"');
  });
});
