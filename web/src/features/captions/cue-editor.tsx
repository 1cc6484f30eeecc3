import { CAPTION_RULES, type Cue } from '@domain/captions';
import { LOCALE_NAMES } from '@domain/locales';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import { ApiError } from '@/lib/api';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { type CaptionsEditor, type CaptionTrack, captionsApi } from './captions-api';

/** A cue as the form holds it: times as typed (seconds). */
interface Row {
  /** Its React key: rows are added and removed in the middle. */
  id: number;
  startS: string;
  endS: string;
  text: string;
}
let nextId = 0;
const toRow = (c: Cue): Row => ({
  id: nextId++,
  startS: String(c.startS),
  endS: String(c.endS),
  text: c.text,
});

/**
 * The caption editor: one row per cue (start, end, text), rows added or removed, saved at once
 * (the server checks the order and the times and names the first wrong cue).
 */
export function CueEditor({
  videoId,
  track,
  onSaved,
  onClose,
}: {
  videoId: string;
  track: CaptionTrack;
  onSaved(data: CaptionsEditor): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(() => track.cues.map(toRow));
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (cues: Cue[]) => captionsApi.save(videoId, track.language, cues),
    onSuccess: (data) => {
      toast.success(t('captions.saved'));
      onSaved(data);
    },
    onError: (err) => {
      const index =
        err instanceof ApiError ? (err.details as { index?: number } | undefined)?.index : undefined;
      const message = t(errorKey(err, 'captions.errors.action'));
      setError(index === undefined ? message : t('captions.cueError', { n: index + 1, message }));
    },
  });
  const set = (i: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = () => {
    setError(null);
    const cues = rows.map((r) => ({ startS: Number(r.startS), endS: Number(r.endS), text: r.text.trim() }));
    const bad = cues.findIndex(
      (c) => !Number.isFinite(c.startS) || !Number.isFinite(c.endS) || !(c.endS > c.startS) || !c.text,
    );
    if (bad >= 0)
      return setError(t('captions.cueError', { n: bad + 1, message: t('errors.caption_cues_invalid') }));
    save.mutate(cues);
  };
  const language = LOCALE_NAMES[track.language];
  return (
    <form
      className="space-y-3 rounded-md border p-3"
      // Checked here and by the server, which names the wrong cue; the browser's step check would
      // refuse times like 2.5 over floating-point rounding.
      noValidate
      aria-label={t('captions.editorTitle', { language })}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h3 className="text-sm font-semibold">{t('captions.editorTitle', { language })}</h3>
      <ol className="max-h-96 space-y-2 overflow-y-auto">
        {rows.map((row, i) => (
          // On a phone the times share a row and the text takes the next one, whole width.
          <li
            key={row.id}
            className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[5.5rem_5.5rem_minmax(0,1fr)_auto]"
          >
            <Input
              type="number"
              step="0.001"
              min="0"
              aria-label={t('captions.cueStart', { n: i + 1 })}
              value={row.startS}
              onChange={(e) => set(i, { startS: e.target.value })}
            />
            <Input
              type="number"
              step="0.001"
              min="0"
              aria-label={t('captions.cueEnd', { n: i + 1 })}
              value={row.endS}
              onChange={(e) => set(i, { endS: e.target.value })}
            />
            <Textarea
              className="col-span-full row-start-2 sm:col-span-1 sm:col-start-3 sm:row-start-1"
              rows={2}
              maxLength={CAPTION_RULES.maxCueText}
              lang={track.language}
              aria-label={t('captions.cueText', { n: i + 1 })}
              value={row.text}
              onChange={(e) => set(i, { text: e.target.value })}
            />
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="col-start-3 row-start-1 sm:col-start-4"
              aria-label={t('captions.cueRemove', { n: i + 1 })}
              onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
            >
              ×
            </Button>
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            const last = rows.at(-1);
            const at = last ? Number(last.endS) || 0 : 0;
            setRows((all) => [...all, { id: nextId++, startS: String(at), endS: String(at + 2), text: '' }]);
          }}
        >
          {t('captions.cueAdd')}
        </Button>
        <Button type="submit" disabled={save.isPending || rows.length === 0}>
          {t('captions.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('captions.close')}
        </Button>
      </div>
    </form>
  );
}
