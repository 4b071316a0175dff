/**
 * Generated art for a vendor tile: the catalogue has no vendor logos, and the site loads no
 * third-party images, so each vendor gets a monogram on one of a few hand-picked gradients.
 * The same vendor always gets the same colours (picked from its code), wherever it shows.
 */

export interface VendorArt {
  /** Two or three letters: an acronym as it is ("BGS"), else the first letters of two words. */
  initials: string;
  /** Gradient stops, light to deep; white text reads on all of them in both themes. */
  from: string;
  to: string;
}

const GRADIENTS: readonly (readonly [string, string])[] = [
  ['#6d5bf7', '#2a1a8c'],
  ['#17a7b8', '#0b4f6c'],
  ['#f2994a', '#a8322d'],
  ['#2fbf8a', '#0d5c47'],
  ['#e94f8a', '#6a1b4d'],
  ['#4a8be0', '#1c2f6e'],
  ['#d4a72c', '#6b4a0a'],
  ['#9a62ec', '#3b1f73'],
  ['#ef5e5b', '#7a1520'],
  ['#3fb4a6', '#1a3f5c'],
];

const ACRONYM = /^[A-Z0-9]{2,3}$/;

/** FNV-1a: a stable, evenly spread pick for short codes. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

export function vendorInitials(displayName: string, code = ''): string {
  const words = displayName.split(/[\s\-_/.]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const first = words[0];
  if (first === undefined) return code.slice(0, 3).toUpperCase();
  if (ACRONYM.test(first)) return first;
  const second = words[1];
  const letters =
    second === undefined
      ? Array.from(first).slice(0, 2)
      : [Array.from(first)[0], Array.from(second)[0]];
  return letters.join('').toUpperCase();
}

export function vendorArt(vendor: { vassalage: string; displayName: string }): VendorArt {
  const [from, to] = GRADIENTS[hash(vendor.vassalage.toUpperCase()) % GRADIENTS.length]!;
  return { initials: vendorInitials(vendor.displayName, vendor.vassalage), from, to };
}
