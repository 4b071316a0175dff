import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, REPO_ROOT } from './config.ts';

/**
 * `.env.example` at the repository root lists every key the server and the game provider read
 * (decision 060), each with a comment, and no value: a key added to either config.ts without a
 * line there fails here.
 */
const EXAMPLE = fs.readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8').split('\n');

/** The provider's keys, read from its source: apps import nothing of each other. */
function providerKeys(): string[] {
  const source = fs.readFileSync(path.join(REPO_ROOT, 'apps/provider/src/config.ts'), 'utf8');
  const schema = /const ConfigSchema = z\.object\(\{\n([\s\S]*?)\n\}\);/.exec(source)?.[1];
  if (!schema) throw new Error('apps/provider/src/config.ts: no ConfigSchema found');
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
}

const entries = EXAMPLE.flatMap((line, index) => {
  const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
  return match ? [{ key: match[1]!, value: match[2]!, index }] : [];
});

describe('.env.example', () => {
  const listed = entries.map((entry) => entry.key);

  it('lists every key of the server’s configuration', () => {
    expect(CONFIG_KEYS.length).toBeGreaterThan(40);
    expect(CONFIG_KEYS.filter((key) => !listed.includes(key))).toEqual([]);
  });

  it('lists every key of the game provider’s configuration', () => {
    const keys = providerKeys();
    expect(keys).toEqual(expect.arrayContaining(['PROVIDER_PORT', 'OPERATOR_URL']));
    expect(keys.filter((key) => !listed.includes(key))).toEqual([]);
  });

  it('lists nothing else, each key once', () => {
    const known = new Set([...CONFIG_KEYS, ...providerKeys()]);
    expect(listed.filter((key) => !known.has(key))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('says what each key is, and gives no value (no secret can slip in)', () => {
    for (const { key, value, index } of entries) {
      expect(EXAMPLE[index - 1], key).toMatch(/^# \S/);
      expect(value, key).toBe('');
    }
  });
});
