import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an Authorization header carries `Bearer <expected>`. Both sides are hashed first, so
 * the comparison takes the same time whatever was presented, its length included.
 */
export function bearerTokenMatches(header: string | undefined, expected: string): boolean {
  const presented = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  // Compared even when nothing usable was presented: no early answer to time.
  const same = timingSafeEqual(digest(presented), digest(expected));
  return same && presented !== '';
}
