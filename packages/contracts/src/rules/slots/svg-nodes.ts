/**
 * Slot art as data (decision 009, "Themes"): a drawing is a tree of primitive SVG elements with
 * plain attribute values, so the server can print it as an SVG string and React can build the
 * same elements from it, without ever injecting markup.
 */
export const SVG_TAGS = [
  'g',
  'path',
  'circle',
  'ellipse',
  'rect',
  'polygon',
  'polyline',
  'line',
  'text',
] as const;
export type SvgTag = (typeof SVG_TAGS)[number];

export interface SvgNode {
  tag: SvgTag;
  /** SVG attribute names as written in markup (`stroke-width`, not `strokeWidth`). */
  attrs: Readonly<Record<string, string | number>>;
  /** Text content (only for `text`). */
  text?: string;
  children?: readonly SvgNode[];
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeSvgText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Attribute names are ours (never user input), but keep them to the safe alphabet anyway. */
const NAME = /^[a-z][a-z-]*$/;

/** Prints nodes as SVG markup; every value and text is escaped. */
export function svgMarkup(nodes: readonly SvgNode[]): string {
  return nodes
    .map((node) => {
      const attrs = Object.entries(node.attrs)
        .filter(([name]) => NAME.test(name))
        .map(([name, value]) => ` ${name}="${escapeSvgText(String(value))}"`)
        .join('');
      const inner =
        (node.text === undefined ? '' : escapeSvgText(node.text)) +
        (node.children ? svgMarkup(node.children) : '');
      return inner ? `<${node.tag}${attrs}>${inner}</${node.tag}>` : `<${node.tag}${attrs}/>`;
    })
    .join('');
}

/** `stroke-width` -> `strokeWidth`: the prop name React expects for an SVG attribute. */
export function reactAttributeName(name: string): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
