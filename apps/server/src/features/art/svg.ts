/** Escapes text for SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => {
    switch (char) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

/** Greedy word wrap; a word longer than a line is cut so nothing overflows the card. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const rawWord of text.trim().split(/\s+/)) {
    let word = rawWord;
    while (word.length > maxChars) {
      if (current) {
        lines.push(current);
        current = '';
      }
      lines.push(word.slice(0, maxChars));
      word = word.slice(maxChars);
    }
    if (!current) current = word;
    else if (current.length + 1 + word.length <= maxChars) current += ` ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length < maxChars ? last : last.slice(0, maxChars - 1)}…`;
  return kept;
}

/** Colour schemes chosen for white text contrast (each pair is a gradient). */
export const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#1e3a8a', '#7c3aed', '#fbbf24'],
  ['#7f1d1d', '#ea580c', '#fde68a'],
  ['#064e3b', '#0d9488', '#a7f3d0'],
  ['#312e81', '#db2777', '#f9a8d4'],
  ['#0c4a6e', '#0891b2', '#fef08a'],
  ['#3f1d0b', '#b45309', '#fcd34d'],
  ['#1f2937', '#4f46e5', '#67e8f9'],
  ['#4a044e', '#9333ea', '#f0abfc'],
  ['#14532d', '#65a30d', '#fef9c3'],
  ['#172554', '#be123c', '#fecdd3'],
  ['#0f172a', '#0369a1', '#fdba74'],
  ['#422006', '#a16207', '#bef264'],
];

/** A 32-bit mix of an integer id, so neighbouring ids look different. */
export function mixId(id: number): number {
  let x = id >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}
