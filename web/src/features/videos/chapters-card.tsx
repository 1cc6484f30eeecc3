import {
  CHAPTER_TITLE_MAX,
  CHAPTERS_MAX,
  type Chapter,
  chapterProblem,
  cleanChapterTitle,
  formatTimecode,
  readTimecode,
} from '@domain/chapters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Save, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { type VideoDetail, videoKeys, videosApi } from './videos-api';

interface Row {
  key: number;
  time: string;
  title: string;
}

let nextKey = 0;
const rowOf = (chapter: Chapter): Row => ({
  key: nextKey++,
  time: formatTimecode(chapter.startS),
  title: chapter.title,
});
const STARTER: Chapter[] = [
  { startS: 0, title: '' },
  { startS: 10, title: '' },
  { startS: 20, title: '' },
];

/** The rows as chapters, or the first problem: a time that is no timecode, else a broken domain rule. */
function check(rows: Row[], durationS: number): { chapters: Chapter[]; problem: string | null } {
  const chapters: Chapter[] = [];
  for (const row of rows) {
    const startS = readTimecode(row.time);
    if (startS === null) return { chapters, problem: 'videoChapters.timeInvalid' };
    const title = cleanChapterTitle(row.title);
    if (!title) return { chapters, problem: 'errors.chapter_title_required' };
    chapters.push({ startS, title });
  }
  const broken = chapterProblem(chapters, durationS);
  return { chapters, problem: broken && `errors.${broken}` };
}

/**
 * The edit page's chapters: those the description gives (timecode lines), or a hand-made list that
 * overrides it — rows of start time and title, checked with the same rules as the server's.
 */
export function ChaptersCard({ video }: { video: VideoDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const headingId = useId();
  const byHand = video.chaptersByHand === true;
  const [rows, setRows] = useState<Row[] | null>(byHand ? video.chapters.map(rowOf) : null);
  const [tried, setTried] = useState(false);
  const save = useMutation({
    mutationFn: (chapters: Chapter[] | null) => videosApi.update(video.id, { chapters }),
    onSuccess: (saved) => {
      client.setQueryData(videoKeys.one(video.id), saved);
      setRows(saved.chaptersByHand ? saved.chapters.map(rowOf) : null);
      setTried(false);
      toast.success(t('videoChapters.saved'));
    },
    onError: (error) => toast.error(t(errorKey(error, 'video.errors.update'))),
  });
  const checked = rows ? check(rows, video.durationS) : null;
  const problem = tried ? checked?.problem : null;
  const change = (key: number, field: 'time' | 'title', value: string) =>
    setRows((all) => all?.map((row) => (row.key === key ? { ...row, [field]: value } : row)) ?? null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id={headingId}>{t('videoChapters.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {rows === null ? (
          <>
            {video.chapters.length > 0 ? (
              <>
                <p className="text-sm text-muted-foreground">{t('videoChapters.fromDescription')}</p>
                <ol aria-labelledby={headingId} className="space-y-1 text-sm">
                  {video.chapters.map((chapter) => (
                    <li key={chapter.startS} className="flex gap-3">
                      <span className="w-16 shrink-0 font-mono tabular-nums">
                        {formatTimecode(chapter.startS)}
                      </span>
                      <span className="min-w-0 break-words">{chapter.title}</span>
                    </li>
                  ))}
                </ol>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">{t('videoChapters.noneInDescription')}</p>
            )}
            <Button
              variant="outline"
              onClick={() => setRows((video.chapters.length ? video.chapters : STARTER).map(rowOf))}
            >
              {t('videoChapters.editByHand')}
            </Button>
          </>
        ) : (
          <form
            noValidate
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              setTried(true);
              if (checked && !checked.problem) save.mutate(checked.chapters);
            }}
          >
            <p className="text-sm text-muted-foreground">{t('videoChapters.handHint')}</p>
            <ol aria-labelledby={headingId} className="space-y-2">
              {rows.map((row, i) => {
                const n = i + 1;
                return (
                  <li key={row.key} className="flex flex-wrap items-center gap-2">
                    <Input
                      className="w-24 font-mono"
                      inputMode="numeric"
                      aria-label={t('videoChapters.timeLabel', { n })}
                      aria-describedby={problem ? `${headingId}-problem` : undefined}
                      aria-invalid={problem ? true : undefined}
                      value={row.time}
                      maxLength={9}
                      placeholder="0:00"
                      onChange={(event) => change(row.key, 'time', event.target.value)}
                    />
                    <Input
                      className="min-w-40 flex-1"
                      aria-label={t('videoChapters.titleLabel', { n })}
                      value={row.title}
                      maxLength={CHAPTER_TITLE_MAX}
                      onChange={(event) => change(row.key, 'title', event.target.value)}
                    />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('videoChapters.remove', { n })}
                      onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ol>
            {problem && (
              <p id={`${headingId}-problem`} role="alert" className="text-sm font-medium text-destructive">
                {t(problem)}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                disabled={rows.length >= CHAPTERS_MAX}
                onClick={() => {
                  const last = rows.length ? (readTimecode(rows.at(-1)!.time) ?? 0) : -10;
                  setRows([...rows, rowOf({ startS: last + 10, title: '' })]);
                }}
              >
                <Plus aria-hidden="true" />
                {t('videoChapters.add')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                <Save aria-hidden="true" />
                {t('videoChapters.save')}
              </Button>
              <Button
                type="button"
                variant="ghost"
                onClick={() => (byHand ? save.mutate(null) : setRows(null))}
              >
                {t(byHand ? 'videoChapters.useDescription' : 'common.cancel')}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
