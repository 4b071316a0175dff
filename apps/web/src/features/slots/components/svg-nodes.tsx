import { createElement, type ReactNode } from 'react';
import { reactAttributeName, type SvgNode } from '@app/contracts';

function renderNode(node: SvgNode, key: number): ReactNode {
  const props: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(node.attrs)) props[reactAttributeName(name)] = value;
  // Tags come from a fixed list of SVG primitives (contracts' SVG_TAGS): no markup is injected.
  return createElement(
    node.tag,
    { ...props, key },
    node.text,
    node.children?.map((child, index) => renderNode(child, index)),
  );
}

/** React elements of slot art described as data (the same data the server prints as SVG). */
export function SvgNodes({ nodes }: { nodes: readonly SvgNode[] }) {
  return <>{nodes.map((node, index) => renderNode(node, index))}</>;
}
