/** A language's strings: nested objects whose leaves are texts (the shape of locales/<lng>.json). */
export interface Strings {
  readonly [key: string]: string | Strings;
}
export type StringsLoader = () => Promise<Strings>;
/** A language's strings: the groups the first load uses, and all of them (the same when no firstLoad). */
export interface LanguageLoaders {
  firstLoad?: StringsLoader;
  all: StringsLoader;
}

/** `count` picks the plural form; `defaultValue` answers a missing key; the rest fills {{placeholders}}. */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}
export type TFunction = (key: string, options?: TOptions) => string;
type Listener = (language: string) => void;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const RETRY_MS = 400;

interface Table {
  strings: Strings;
  /** False for a first-load part: the rest comes with the first page that needs it. */
  complete: boolean;
}

/** After a failed download, a missing key asks again no sooner than this. */
const RELOAD_AFTER_FAILURE_MS = 10_000;

/**
 * Kinora's interface strings: the part of i18next the app uses (nested keys, {{placeholders}},
 * `_one`/`_other` plurals through Intl.PluralRules, a fallback language), in 1 KB instead of 18 KB
 * of first-load JS (docs/decisions/0013-first-load.md). Only the current language is loaded, and
 * only the groups the first pages use until `loadAll()`; the fallback's first-load groups (French)
 * are given at construction, the app bundles them.
 */
export class Translator {
  /** The language asked for last. */
  language: string;
  /** The language whose strings answer: `language`, or the fallback while it cannot be loaded. */
  resolvedLanguage: string;
  /** Bound to the current strings; a new function on each change, so React sees the change. */
  t: TFunction;
  private readonly tables = new Map<string, Table>();
  private readonly languageListeners = new Set<Listener>();
  private readonly changeListeners = new Set<() => void>();
  private readonly plurals = new Map<string, Intl.PluralRules>();
  private readonly completing = new Map<string, Promise<void>>();
  private readonly failedAt = new Map<string, number>();
  private requested = 0;
  /** Set by the first loadAll(): from then on a language is switched to complete. */
  private wantsAll = false;

  constructor(
    private readonly fallback: string,
    firstLoadStrings: Strings,
    private readonly loaders: Readonly<Record<string, LanguageLoaders>>,
  ) {
    this.tables.set(fallback, { strings: firstLoadStrings, complete: false });
    this.language = fallback;
    this.resolvedLanguage = fallback;
    this.t = this.bind();
  }

  /**
   * Switches to a language once its strings are in (one retry: a dropped chunk download should not
   * leave a viewer in French). Calls that overlap end on the last one asked for.
   */
  async changeLanguage(language: string): Promise<void> {
    const request = ++this.requested;
    let table = this.tables.get(language);
    // On a page outside the first load, the new language's groups must all be there before it speaks.
    if (!table || (!table.complete && this.wantsAll))
      table = (await this.load(language, this.wantsAll ? 'all' : 'firstLoad')) ?? table;
    if (request !== this.requested) return;
    // Never a first-load part over the complete strings that arrived meanwhile.
    if (table && !this.tables.get(language)?.complete) this.tables.set(language, table);
    this.language = language;
    this.resolvedLanguage = table ? language : this.fallback;
    this.changed();
    for (const listener of this.languageListeners) listener(language);
  }

  /**
   * Completes the current language's strings (pages outside the first load wait for it). Resolves
   * even when the download fails: the page then shows keys, and the next missing key asks again.
   */
  loadAll(language = this.resolvedLanguage): Promise<void> {
    this.wantsAll = true;
    if (this.tables.get(language)?.complete) return Promise.resolve();
    let pending = this.completing.get(language);
    if (!pending) {
      pending = this.load(language, 'all').then((table) => {
        this.completing.delete(language);
        if (!table) {
          this.failedAt.set(language, Date.now());
          return;
        }
        this.tables.set(language, table);
        if (this.resolvedLanguage === language) this.changed();
      });
      this.completing.set(language, pending);
    }
    return pending;
  }

  on(_event: 'languageChanged', listener: Listener): void {
    this.languageListeners.add(listener);
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.languageListeners.delete(listener);
  }

  /** Any change of the strings `t` answers with: another language, or the rest of one arriving. */
  subscribe(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Whether the key has a text in the current language or the fallback. */
  exists(key: string): boolean {
    return this.lookup(key) !== undefined;
  }

  /** Whether a language's strings are loaded, all of them or only the first-load part. */
  loaded(language: string): 'all' | 'first-load' | 'none' {
    const table = this.tables.get(language);
    return !table ? 'none' : table.complete ? 'all' : 'first-load';
  }

  private changed(): void {
    this.t = this.bind();
    for (const listener of this.changeListeners) listener();
  }

  private async load(language: string, part: 'firstLoad' | 'all'): Promise<Table | undefined> {
    const loaders = this.loaders[language];
    if (!loaders) return undefined;
    const loader = (part === 'firstLoad' && loaders.firstLoad) || loaders.all;
    const partial = loader !== loaders.all;
    for (let attempt = 0; ; attempt++) {
      try {
        return { strings: await loader(), complete: !partial };
      } catch {
        if (attempt >= 1) return undefined;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  private bind(): TFunction {
    return (key, options) => this.translate(key, options);
  }

  private translate(key: string, options: TOptions = {}): string {
    const { count, defaultValue } = options;
    let text: string | undefined;
    if (typeof count === 'number') {
      // i18next's order: an explicit _zero, the language's plural category, then the bare key.
      if (count === 0) text = this.lookup(`${key}_zero`);
      text ??= this.lookup(`${key}_${this.pluralRules().select(count)}`) ?? this.lookup(`${key}_other`);
    }
    text ??= this.lookup(key);
    if (text === undefined) {
      this.missing();
      text = defaultValue;
    }
    if (text === undefined) return key;
    return text.replace(PLACEHOLDER, (_, name: string) => {
      const value = options[name];
      return value === undefined || value === null ? '' : String(value);
    });
  }

  /** A key outside the first-load groups (one the test of those groups could not see): fetch the rest. */
  private missing(): void {
    const language = this.resolvedLanguage;
    if (this.tables.get(language)?.complete) return;
    if (Date.now() - (this.failedAt.get(language) ?? 0) < RELOAD_AFTER_FAILURE_MS) return;
    void this.loadAll();
  }

  private lookup(key: string): string | undefined {
    return (
      find(this.tables.get(this.resolvedLanguage)?.strings, key) ??
      (this.resolvedLanguage === this.fallback
        ? undefined
        : find(this.tables.get(this.fallback)?.strings, key))
    );
  }
  private pluralRules(): Intl.PluralRules {
    let rules = this.plurals.get(this.resolvedLanguage);
    if (!rules) {
      rules = new Intl.PluralRules(this.resolvedLanguage);
      this.plurals.set(this.resolvedLanguage, rules);
    }
    return rules;
  }
}

function find(table: Strings | undefined, key: string): string | undefined {
  let node: string | Strings | undefined = table;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}
