import {
  formatClock,
  parseClock,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ReportItemKind,
  type ReportRange,
  type ReportReason,
  RULES_PATH,
  rangeFits,
} from '@domain/moderation';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { SanctionNotice, useCapabilityLimit } from '@/components/sanction-notice';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { useSession } from '@/lib/use-session';
import { type ReportReceipt, useSendReport } from './reports-api';

export interface ReportDialogProps {
  itemKind: ReportItemKind;
  itemId: string;
  durationS?: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}

type Problems = Partial<Record<'reason' | 'range' | 'name' | 'email' | 'goodFaith', string>>;

/** The time range typed, checked as the server will: both ends or neither, start before end, within the video. */
function readRange(
  start: string,
  end: string,
  durationS: number | undefined,
): ReportRange | null | 'invalid' {
  if (!start.trim() && !end.trim()) return null;
  const range = { startS: parseClock(start), endS: parseClock(end) };
  if (range.startS === null || range.endS === null || range.startS >= range.endS) return 'invalid';
  const valid = range as ReportRange;
  return durationS === undefined || rangeFits(valid, durationS) ? valid : 'invalid';
}

/**
 * The report form (issue 27 part 1): a reason from the rules page's categories, a note, for a video
 * a time range, and for a visitor the notice's name, email and good-faith statement (DSA Art. 16).
 * Once sent it shows the receipt and its reference.
 */
export default function ReportDialog({ itemKind, itemId, durationS, open, onOpenChange }: ReportDialogProps) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const send = useSendReport();
  // A member whose reporting is limited (misuse, suspension) is told why and until when, no form.
  const { limit } = useCapabilityLimit('report', Boolean(user) && open);
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [goodFaith, setGoodFaith] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [receipt, setReceipt] = useState<ReportReceipt | null>(null);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next && receipt) {
      // A later report starts from an empty form.
      setReceipt(null);
      setReason(null);
      setNote('');
      setStart('');
      setEnd('');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const range = itemKind === 'video' ? readRange(start, end, durationS) : null;
    const found: Problems = {};
    if (!reason) found.reason = t('errors.report_reason_required');
    if (range === 'invalid') found.range = t('errors.report_range_invalid');
    if (!user) {
      if (!name.trim()) found.name = t('errors.reporter_name_required');
      if (!/^\S+@\S+\.\S+$/.test(email.trim())) found.email = t('errors.invalid_email');
      if (!goodFaith) found.goodFaith = t('errors.good_faith_required');
    }
    setProblems(found);
    if (Object.keys(found).length > 0 || !reason || range === 'invalid') return;
    send.mutate(
      {
        itemKind,
        itemId,
        reason,
        note,
        range,
        reporter: user ? null : { name, email, goodFaith },
        locale: i18n.language,
      },
      { onSuccess: setReceipt },
    );
  };

  const title = t(
    itemKind === 'video'
      ? 'report.titleVideo'
      : itemKind === 'comment'
        ? 'report.titleComment'
        : 'report.titleChannel',
  );
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('report.close')} aria-describedby={`${id}-intro`}>
        {receipt ? (
          <>
            <DialogHeader>
              <DialogTitle className="flex items-center gap-2">
                <CircleCheck className="size-5 text-primary" aria-hidden="true" />
                {t('report.sentTitle')}
              </DialogTitle>
              <DialogDescription id={`${id}-intro`}>
                {t('report.sentReference', { reference: receipt.reference })}
              </DialogDescription>
            </DialogHeader>
            <p className="text-sm" data-testid="report-receipt">
              {user ? t('report.sentMember') : t('report.sentEmail', { email: email.trim() })}
            </p>
            <DialogFooter>
              {user && (
                <Button variant="outline" asChild>
                  <Link to="/reports">{t('report.myReportsLink')}</Link>
                </Button>
              )}
              <Button onClick={() => close(false)}>{t('report.close')}</Button>
            </DialogFooter>
          </>
        ) : limit ? (
          <>
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription id={`${id}-intro`}>{t('report.limited.title')}</DialogDescription>
            </DialogHeader>
            <SanctionNotice
              limit={limit}
              texts={{ until: 'report.limited.until', forGood: 'report.limited.forGood' }}
            />
            <DialogFooter>
              <Button onClick={() => close(false)}>{t('report.close')}</Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription id={`${id}-intro`}>
                {t('report.intro')}{' '}
                <a
                  href={`${RULES_PATH}#prohibited-content`}
                  target="_blank"
                  rel="noreferrer"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t('report.rulesLink')}
                </a>
              </DialogDescription>
            </DialogHeader>
            <fieldset
              className="space-y-2"
              aria-describedby={problems.reason ? `${id}-reason-error` : undefined}
            >
              <legend className="mb-2 text-sm font-medium">{t('report.reasonLegend')}</legend>
              {REPORT_REASONS.map(({ code }) => (
                <label key={code} className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={code}
                    checked={reason === code}
                    onChange={() => setReason(code)}
                    className="mt-0.5 size-4 shrink-0"
                  />
                  {t(`report.reasons.${code}`)}
                </label>
              ))}
              {problems.reason && (
                <p id={`${id}-reason-error`} role="alert" className="text-sm text-destructive">
                  {problems.reason}
                </p>
              )}
            </fieldset>
            <Field id={`${id}-note`} label={t('report.note')}>
              <Textarea
                id={`${id}-note`}
                value={note}
                maxLength={REPORT_NOTE_MAX}
                rows={3}
                placeholder={t('report.notePlaceholder')}
                onChange={(e) => setNote(e.target.value)}
              />
            </Field>
            {itemKind === 'video' && (
              <fieldset className="space-y-2" aria-describedby={`${id}-range-hint`}>
                <legend className="text-sm font-medium">{t('report.range')}</legend>
                <div className="grid grid-cols-2 gap-3">
                  <Field id={`${id}-start`} label={t('report.rangeStart')}>
                    <Input
                      id={`${id}-start`}
                      inputMode="numeric"
                      placeholder="0:00"
                      value={start}
                      onChange={(e) => setStart(e.target.value)}
                    />
                  </Field>
                  <Field id={`${id}-end`} label={t('report.rangeEnd')}>
                    <Input
                      id={`${id}-end`}
                      inputMode="numeric"
                      placeholder={durationS ? formatClock(durationS) : '0:30'}
                      value={end}
                      onChange={(e) => setEnd(e.target.value)}
                    />
                  </Field>
                </div>
                {durationS !== undefined && (
                  <p id={`${id}-range-hint`} className="text-xs text-muted-foreground">
                    {t('report.rangeHint', { duration: formatClock(durationS) })}
                  </p>
                )}
                {problems.range && (
                  <p role="alert" className="text-sm text-destructive">
                    {problems.range}
                  </p>
                )}
              </fieldset>
            )}
            {!user && (
              <div className="grid gap-4 rounded-lg border bg-muted/40 p-4">
                <p className="text-sm">{t('report.visitorIntro')}</p>
                <Field id={`${id}-name`} label={t('report.name')} error={problems.name}>
                  <Input
                    id={`${id}-name`}
                    autoComplete="name"
                    maxLength={100}
                    value={name}
                    onChange={(e) => setName(e.target.value)}
                  />
                </Field>
                <Field id={`${id}-email`} label={t('report.email')} error={problems.email}>
                  <Input
                    id={`${id}-email`}
                    type="email"
                    autoComplete="email"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                  />
                </Field>
                <div className="space-y-1">
                  <div className="flex items-start gap-2">
                    <input
                      id={`${id}-good-faith`}
                      type="checkbox"
                      className="mt-0.5 size-4 shrink-0"
                      checked={goodFaith}
                      aria-invalid={problems.goodFaith ? true : undefined}
                      aria-describedby={problems.goodFaith ? `${id}-good-faith-error` : undefined}
                      onChange={(e) => setGoodFaith(e.target.checked)}
                    />
                    <label htmlFor={`${id}-good-faith`} className="text-sm">
                      {t('report.goodFaith')}
                    </label>
                  </div>
                  {problems.goodFaith && (
                    <p id={`${id}-good-faith-error`} role="alert" className="text-sm text-destructive">
                      {problems.goodFaith}
                    </p>
                  )}
                </div>
              </div>
            )}
            {send.isError && (
              <p role="alert" className="text-sm text-destructive">
                {t(errorKey(send.error, 'report.error'))}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                {t('report.cancel')}
              </Button>
              <Button type="submit" loading={send.isPending}>
                {t('report.submit')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
