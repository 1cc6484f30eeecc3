import type { Locale } from '@domain/locales';
import { LOCALE_NAMES } from '@domain/locales';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { formatDuration } from '@/lib/format';
import { followPosition, seekPlayer } from '@/lib/player-seek';
import type { CaptionTrack } from './player/use-caption-choice';
import { useCues } from './player/use-vtt';
import { cueAt } from './player/vtt';

interface Props {
  videoId: string;
  captions: readonly CaptionTrack[];
}

/** Lower case without accents: "Éte" finds "été". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The transcript of a video: one captions track's cues with their times, the one being spoken
 * highlighted and kept in view (the list scrolls, never the page, and not while the reader is in
 * it), a search that filters the lines, and a line that seeks the player when chosen.
 */
export default function TranscriptPanel({ videoId, captions }: Props) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<Locale | undefined>(
    () => (captions.find((c) => c.language === i18n.language) ?? captions[0])?.language,
  );
  const track = captions.find((c) => c.language === language) ?? captions[0] ?? null;
  const cues = useCues(track?.url ?? null);
  const [query, setQuery] = useState('');
  const [positionS, setPositionS] = useState(0);
  const list = useRef<HTMLOListElement>(null);
  const reading = useRef(false);
  const ids = useId();

  useEffect(() => followPosition(videoId, setPositionS), [videoId]);
  const current = cueAt(cues.items, positionS);
  const shown = useMemo(() => {
    const wanted = fold(query.trim());
    return wanted ? cues.items.filter((cue) => fold(cue.text).includes(wanted)) : cues.items;
  }, [cues.items, query]);

  // The current line comes into the list's view; the page itself does not move.
  useEffect(() => {
    const box = list.current;
    const line = box?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!box || !line || reading.current) return;
    const top = line.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top + line.offsetHeight > box.scrollTop + box.clientHeight)
      box.scrollTo?.({ top: Math.max(0, top - box.clientHeight / 3), behavior: 'smooth' });
  }, [current]);

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${ids}-title`} className="text-lg font-semibold">
          {t('player.transcript')}
        </h2>
        <label className="flex min-w-0 items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t('player.transcriptLanguage')}</span>
          <select
            className="h-9 min-w-0 max-w-full rounded-md border bg-background px-2"
            value={track?.language}
            onChange={(e) => setLanguage(e.target.value as Locale)}
          >
            {captions.map((c) => (
              <option key={c.language} value={c.language}>
                {LOCALE_NAMES[c.language]}
                {c.auto ? ` (${t('player.autoCaptions')})` : ''}
              </option>
            ))}
          </select>
        </label>
      </div>
      <input
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        aria-label={t('player.transcriptSearch')}
        placeholder={t('player.transcriptSearch')}
        className="h-10 w-full rounded-md border bg-background px-3 text-sm"
      />
      {cues.status === 'failed' && <p className="text-sm text-destructive">{t('player.transcriptFailed')}</p>}
      {cues.status === 'ready' && shown.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('player.transcriptNoMatch')}</p>
      )}
      <ol
        ref={list}
        className="max-h-96 space-y-0.5 overflow-y-auto overscroll-contain lg:max-h-[28rem]"
        onPointerEnter={() => (reading.current = true)}
        onPointerLeave={() => (reading.current = false)}
        onFocus={() => (reading.current = true)}
        onBlur={() => (reading.current = false)}
      >
        {shown.map((cue) => (
          <li key={`${cue.startS}-${cue.text}`}>
            <button
              type="button"
              aria-current={cue === current ? 'true' : undefined}
              onClick={() => seekPlayer(videoId, cue.startS)}
              className={cn(
                'flex w-full gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                cue === current && 'bg-primary/10 font-medium',
              )}
            >
              <span className="w-12 shrink-0 text-xs tabular-nums text-primary">
                {formatDuration(cue.startS)}
              </span>
              <span lang={track?.language} className="whitespace-pre-line">
                {cue.text}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
