/**
 * Helpers the tests of every workspace share (`@app/contracts/testing`); never imported by
 * product code.
 */

/**
 * Well-formed XML, checked strictly enough for generated art: every tag is closed in order,
 * attributes are quoted name="value" pairs, and text holds no raw `<` or stray `&`.
 */
export function wellFormedMarkup(markup: string): boolean {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[a-zA-Z][\w:-]*="[^"<]*")*)\s*(\/?)>/y;
  let at = 0;
  while (at < markup.length) {
    const next = markup.indexOf('<', at);
    const text = markup.slice(at, next < 0 ? markup.length : next);
    if (/&(?!(?:amp|lt|gt|quot|apos);)/.test(text)) return false;
    if (next < 0) break;
    tag.lastIndex = next;
    const match = tag.exec(markup);
    if (!match) return false;
    const [, closing, name, attrs, selfClosing] = match;
    if (/&(?!(?:amp|lt|gt|quot|apos);)/.test(attrs!)) return false;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) stack.push(name!);
    at = tag.lastIndex;
  }
  return stack.length === 0;
}

export { europeanPortuguese } from './european-portuguese.ts';
