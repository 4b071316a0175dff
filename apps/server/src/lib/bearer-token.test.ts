import { describe, expect, it } from 'vitest';
import { bearerTokenMatches } from './bearer-token.ts';

describe('bearerTokenMatches', () => {
  const token = 'a-long-enough-metrics-token-0123456789';

  it('accepts the token behind the Bearer scheme, whatever the scheme’s case', () => {
    expect(bearerTokenMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerTokenMatches(`bearer ${token}`, token)).toBe(true);
    expect(bearerTokenMatches(`Bearer  ${token} `, token)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      token,
      `Basic ${token}`,
      `Bearer ${token}0`,
      `Bearer ${token.slice(1)}`,
      `Bearer ${token} extra`,
      `Bearer ${token.toUpperCase()}`,
    ]) {
      expect(bearerTokenMatches(header, token), String(header)).toBe(false);
    }
  });
});
