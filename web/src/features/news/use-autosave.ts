import { newsDraftInputSchema } from '@domain/api/news';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type NewsEditable, type NewsPatch, newsApi } from './news-api';

export type EditorFields = Required<Pick<NewsPatch, 'title' | 'slug' | 'excerpt' | 'body'>>;
export type SaveState = 'idle' | 'dirty' | 'saving' | 'saved' | 'error';

const AUTOSAVE_DELAY_MS = 1200;

export const fieldsOf = (a: NewsEditable | null): EditorFields => ({
  title: a?.title ?? '',
  slug: a?.slug ?? '',
  excerpt: a?.excerpt ?? '',
  body: a?.body ?? '',
});

/**
 * The editor's fields and their autosave: a pause in typing saves the fields changed since the last
 * save, and only those (PATCH); the first save of a new article creates its draft. Input the
 * domain's schema refuses is shown, not sent.
 */
export function useAutosave(initial: NewsEditable | null, onCreated: (article: NewsEditable) => void) {
  const [article, setArticle] = useState<NewsEditable | null>(initial);
  const [fields, setFields] = useState<EditorFields>(() => fieldsOf(initial));
  const [state, setState] = useState<SaveState>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [error, setError] = useState<unknown>(null);
  const dirty = useRef(new Set<keyof EditorFields>());
  const latest = useRef({ article, fields });
  latest.current = { article, fields };
  const inFlight = useRef<Promise<NewsEditable | null> | null>(null);

  const save = useCallback(async (): Promise<NewsEditable | null> => {
    if (inFlight.current) await inFlight.current;
    const { article: current, fields: now } = latest.current;
    if (dirty.current.size === 0 && current) return current;
    const keys = [...dirty.current];
    const patch = Object.fromEntries(keys.map((k) => [k, now[k]])) as NewsPatch;
    // A slug left empty is not sent: the server makes one from the title.
    if (patch.slug === '') delete patch.slug;
    const parsed = newsDraftInputSchema.safeParse(patch);
    if (!parsed.success) {
      setError(parsed.error);
      setState('error');
      return current;
    }
    dirty.current.clear();
    setState('saving');
    const run = (async () => {
      try {
        const saved = current
          ? await newsApi.save(current.id, parsed.data)
          : await newsApi.create(parsed.data);
        setArticle(saved);
        // The server may have made the slug (from the title): shown unless being edited.
        if (!dirty.current.has('slug')) setFields((f) => ({ ...f, slug: saved.slug }));
        setSavedAt(new Date());
        setError(null);
        setState(dirty.current.size ? 'dirty' : 'saved');
        if (!current) onCreated(saved);
        return saved;
      } catch (err) {
        for (const k of keys) dirty.current.add(k);
        setError(err);
        setState('error');
        return current;
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = run;
    return run;
  }, [onCreated]);

  const change = (key: keyof EditorFields, value: string) => {
    dirty.current.add(key);
    setFields((f) => ({ ...f, [key]: value }));
    setState('dirty');
  };

  useEffect(() => {
    if (state !== 'dirty') return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, save, fields]);

  /** After a publish, a cover or a restore: the server's article, and its fields when restored. */
  const replace = (next: NewsEditable, withFields = false) => {
    setArticle(next);
    if (withFields) {
      dirty.current.clear();
      setFields(fieldsOf(next));
      setState('saved');
      setSavedAt(new Date());
    }
  };

  return { article, fields, change, save, state, savedAt, error, replace };
}
