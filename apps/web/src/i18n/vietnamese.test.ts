import { describe, expect, it } from 'vitest';
import { i18n } from './index.ts';

/**
 * Issue 18: Vietnamese is a full site language. Every English text set (the shell's and each
 * feature's) has a Vietnamese twin with the same keys and the same {{placeholders}}, and each
 * feature registers it, so a Vietnamese visitor never reads English where we wrote the words.
 */
const texts = import.meta.glob<Record<string, unknown>>('../**/i18n/**/*.json', {
  eager: true,
  import: 'default',
});
// Each feature's texts.ts registers its sets (addLazyTexts); loading them all here checks that.
import.meta.glob('../**/i18n/**/*texts.ts', { eager: true });

function flatten(object: Record<string, unknown>, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(object)) {
    if (typeof value === 'object' && value !== null) {
      for (const entry of flatten(value as Record<string, unknown>, `${prefix}${key}.`)) {
        result.set(...entry);
      }
    } else {
      result.set(`${prefix}${key}`, String(value));
    }
  }
  return result;
}

/**
 * Vietnamese has no plural forms (the translator asks for `_other` only, `_zero` for none), so a VI
 * set may leave out English's `_one`.
 */
const pluralOnly = (key: string) => /_(one|two|few|many)$/.test(key);

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((match) => match[1]).sort();

/** `../features/cashier/i18n/en.json` -> `cashier`; the shell's locales -> `shell`. */
function setName(path: string): string {
  return /features\/([^/]+)\//.exec(path)?.[1] ?? (path.includes('/locales/') ? 'shell' : path);
}

const translated = Object.keys(texts)
  .filter((path) => /(^|[/.])en\.json$/.test(path))
  .map((path) => ({ path, viPath: path.replace(/en\.json$/, 'vi.json') }));

describe('Vietnamese texts', () => {
  it('finds the shell and the features (the glob works)', () => {
    const names = new Set(translated.map(({ path }) => setName(path)));
    for (const name of ['shell', 'accounts', 'cashier', 'member-centre', 'records', 'agent']) {
      expect(names).toContain(name);
    }
  });

  it.each(translated)('$viPath has every key of $path, with the same placeholders', (set) => {
    const vi = texts[set.viPath];
    expect(vi, `${set.viPath} is missing`).toBeDefined();
    const en = flatten(texts[set.path]!);
    const viTexts = flatten(vi!);
    const needed = (keys: Iterable<string>) => [...keys].filter((key) => !pluralOnly(key)).sort();
    expect(needed(viTexts.keys())).toEqual(needed(en.keys()));
    for (const [key, english] of en) {
      if (!viTexts.has(key)) continue; // a plural-only form
      expect(placeholders(viTexts.get(key)!), key).toEqual(placeholders(english));
      expect(viTexts.get(key)!.trim(), key).not.toBe('');
    }
  });

  it('every Vietnamese set is registered and reaches the site when VI loads', async () => {
    await i18n.loadLanguages(['vi']);
    for (const { viPath } of translated) {
      for (const [key, text] of flatten(texts[viPath] ?? {})) {
        expect(i18n.getText('vi', key), `${viPath}: ${key}`).toBe(text);
      }
    }
    const t = i18n.getFixedT('vi');
    expect(t('header.login')).toBe('Đăng nhập');
    expect(t('cashier.withdraw.submit')).toBe('Rút tiền');
    expect(t('menu.unread', { count: 3 })).toBe('3 chưa đọc');
  });
});
