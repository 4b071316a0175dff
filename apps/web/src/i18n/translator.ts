/**
 * The site's translator (decision 055): the part of i18next the site used, in about a
 * kilobyte instead of its fifteen. Texts are nested objects of strings addressed by dotted
 * keys; `{{name}}` placeholders; `_zero`/`_one`/`_other`… plural keys picked by
 * Intl.PluralRules; each language falls back along its chain (VI to EN to PT); languages other
 * than the bundled one load on demand.
 */

/** A language's texts: nested objects whose leaves are strings. */
export interface Texts {
  readonly [key: string]: string | Texts;
}

/** Options of one lookup: `count` picks the plural form, `defaultValue` stands in for a missing key, the rest fill placeholders. */
export type TOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;

export type TFunction = (key: string, options?: TOptions) => string;

type Events = {
  /** The language in use changed (after its texts loaded). */
  languageChanged: (language: string) => void;
  /** A language's texts arrived (from a load, or bundled at creation). */
  added: (language: string) => void;
};

export interface TranslatorOptions {
  language: string;
  /** Texts there from the start, per language. */
  bundled: Record<string, Texts>;
  /** Where each language looks after itself; the last entry is every language's last resort. */
  fallbacks: Record<string, readonly string[]>;
  /** Loads a language that is not bundled. */
  load: (language: string) => Promise<Texts>;
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

function isTexts(value: unknown): value is Texts {
  return typeof value === 'object' && value !== null;
}

/** Copies `from` into `into` where `into` has nothing yet: a set added later never replaces a text. */
function mergeMissing(into: Record<string, unknown>, from: Texts): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (isTexts(value)) {
      if (existing === undefined) into[key] = {};
      // A copy: the sets passed in (JSON modules) are never changed by a later merge.
      if (isTexts(into[key])) mergeMissing(into[key] as Record<string, unknown>, value);
    } else if (existing === undefined) {
      into[key] = value;
    }
  }
}

/**
 * The node at `parts[start..]` under `node`. A set may name a key with a dot in it (an API
 * error code such as `below.min`), so each step tries one part, then two joined, and so on.
 */
function find(node: Record<string, unknown>, parts: readonly string[], start: number): unknown {
  if (start === parts.length) return node;
  let key = '';
  for (let end = start; end < parts.length; end += 1) {
    key = end === start ? parts[end]! : `${key}.${parts[end]}`;
    const next = node[key];
    if (next === undefined) continue;
    if (end + 1 === parts.length) return next;
    if (isTexts(next)) {
      const found = find(next as Record<string, unknown>, parts, end + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export class Translator {
  language: string;
  private readonly texts = new Map<string, Record<string, unknown>>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners: { [E in keyof Events]: Set<Events[E]> } = {
    languageChanged: new Set(),
    added: new Set(),
  };
  private readonly fixed = new Map<string, TFunction>();
  private readonly chains = new Map<string, readonly string[]>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private readonly options: TranslatorOptions;

  constructor(options: TranslatorOptions) {
    this.options = options;
    this.language = options.language;
    for (const [language, texts] of Object.entries(options.bundled)) this.addTexts(language, texts);
  }

  /** The languages a lookup in `language` tries, in order. */
  chain(language: string): readonly string[] {
    let chain = this.chains.get(language);
    if (!chain) {
      const fallbacks = this.options.fallbacks[language] ?? this.options.fallbacks.default ?? [];
      chain = [language, ...fallbacks.filter((code) => code !== language)];
      this.chains.set(language, chain);
    }
    return chain;
  }

  /** A lookup in the current language. */
  t: TFunction = (key, options) => this.translate(this.language, key, options);

  /** A lookup function bound to `language`; the same function each time, for stable hook deps. */
  getFixedT(language: string): TFunction {
    let t = this.fixed.get(language);
    if (!t) {
      t = (key, options) => this.translate(language, key, options);
      this.fixed.set(language, t);
    }
    return t;
  }

  /** Whether `key` has a text in the current language's chain. */
  exists(key: string): boolean {
    return this.chain(this.language).some(
      (language) => typeof this.lookup(language, key) === 'string',
    );
  }

  hasTexts(language: string): boolean {
    return this.texts.has(language);
  }

  /** The text stored under `key` in `language` alone (no fallback, no plural), if any. */
  getText(language: string, key: string): string | undefined {
    const found = this.lookup(language, key);
    return typeof found === 'string' ? found : undefined;
  }

  /** Adds texts to a language; keys it already has keep their text. */
  addTexts(language: string, texts: Texts): void {
    const isNew = !this.texts.has(language);
    const into = this.texts.get(language) ?? {};
    this.texts.set(language, into);
    mergeMissing(into, texts);
    if (isNew) this.emit('added', language);
  }

  /** Loads each language's texts and its fallbacks' (once; concurrent asks share the load). */
  async loadLanguages(languages: string | readonly string[]): Promise<void> {
    const wanted = new Set(
      (typeof languages === 'string' ? [languages] : languages).flatMap((l) => this.chain(l)),
    );
    await Promise.all([...wanted].map((language) => this.loadOne(language)));
  }

  async changeLanguage(language: string): Promise<void> {
    await this.loadLanguages(language);
    if (language === this.language) return;
    this.language = language;
    this.emit('languageChanged', language);
  }

  on<E extends keyof Events>(event: E, listener: Events[E]): void {
    this.listeners[event].add(listener);
  }

  off<E extends keyof Events>(event: E, listener: Events[E]): void {
    this.listeners[event].delete(listener);
  }

  private emit<E extends keyof Events>(event: E, language: string): void {
    for (const listener of [...this.listeners[event]]) listener(language);
  }

  private loadOne(language: string): Promise<void> {
    if (this.texts.has(language)) return Promise.resolve();
    let pending = this.loading.get(language);
    if (!pending) {
      pending = this.options.load(language).then(
        (texts) => this.addTexts(language, texts),
        (error: unknown) => {
          // A failed chunk may load on the next try (a flaky network), so it is not remembered.
          this.loading.delete(language);
          throw error;
        },
      );
      this.loading.set(language, pending);
    }
    return pending;
  }

  private lookup(language: string, key: string): unknown {
    const texts = this.texts.get(language);
    return texts && find(texts, key.split('.'), 0);
  }

  private pluralRule(language: string, count: number): string {
    let rules = this.plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.plurals.set(language, rules);
    }
    return rules.select(count);
  }

  /** The text for `key` in one language, by i18next's order: `_zero` for none, then the language's plural form, `_other`, the bare key. */
  private find(language: string, key: string, count: number | undefined): string | undefined {
    if (typeof count !== 'number') return this.getText(language, key);
    return (
      (count === 0 ? this.getText(language, `${key}_zero`) : undefined) ??
      this.getText(language, `${key}_${this.pluralRule(language, count)}`) ??
      this.getText(language, `${key}_other`) ??
      this.getText(language, key)
    );
  }

  private translate(language: string, key: string, options?: TOptions): string {
    let text: string | undefined;
    for (const code of this.chain(language)) {
      text = this.find(code, key, options?.count);
      if (text !== undefined) break;
    }
    text ??= options?.defaultValue ?? key;
    if (!options || !text.includes('{{')) return text;
    // A value left out keeps its placeholder visible rather than silently reading as nothing.
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? placeholder : String(value);
    });
  }
}
