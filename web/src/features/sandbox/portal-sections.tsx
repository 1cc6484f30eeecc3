import { useMutation } from '@tanstack/react-query';
import { Clock, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { formatEuros } from '@/lib/format';
import { type CardDraft, EMPTY_CARD } from './card-fields';
import { CardForm } from './card-form';
import { type SandboxPortal, sandboxApi } from './sandbox-api';

type Subscription = SandboxPortal['subscriptions'][number];

const ENDED = new Set(['canceled', 'incomplete_expired']);
const dateOf = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
const dateTimeOf = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/** Seconds from the clock to just past the nearest period end of a running subscription, or null. */
export function secondsToNextPeriodEnd(portal: SandboxPortal): number | null {
  const now = new Date(portal.clockNow).getTime();
  const ends = portal.subscriptions
    .filter((s) => !ENDED.has(s.status))
    .map((s) => new Date(s.currentPeriodEnd).getTime())
    .filter((end) => end > now);
  if (ends.length === 0) return null;
  return Math.ceil((Math.min(...ends) - now) / 1000) + 60;
}

/** A portal action's result, read out in the page's live region. */
export type Announce = (message: string, failed?: boolean) => void;

function SubscriptionRow({
  token,
  subscription,
  onChanged,
  announce,
}: {
  token: string;
  subscription: Subscription;
  onChanged(): Promise<unknown>;
  announce: Announce;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const plan = t(`sandbox.plans.${subscription.plan}`);
  const ended = ENDED.has(subscription.status);
  const toggle = useMutation({
    mutationFn: (resume: boolean) =>
      resume ? sandboxApi.resume(token, subscription.id) : sandboxApi.cancel(token, subscription.id),
    onSuccess: async (_r, resume) => {
      await onChanged();
      announce(t(resume ? 'sandbox.portal.resumed' : 'sandbox.portal.cancelled', { plan }));
    },
    onError: (error) => announce(t(errorKey(error, 'sandbox.portal.actionFailed')), true),
  });
  const date = dateOf(subscription.currentPeriodEnd, lng);
  const when = ended
    ? t('sandbox.portal.endedOn', { date })
    : subscription.cancelAtPeriodEnd
      ? t('sandbox.portal.endsOn', { date })
      : t('sandbox.portal.renewsOn', { date });

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {plan}
          <Badge variant={subscription.status === 'past_due' ? 'destructive' : 'secondary'}>
            {t(`sandbox.status.${subscription.status}`)}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {formatEuros(subscription.amountCents, lng)} {t('pricing.perMonth')} · {when}
        </p>
      </div>
      {!ended &&
        (subscription.cancelAtPeriodEnd ? (
          <Button variant="outline" loading={toggle.isPending} onClick={() => toggle.mutate(true)}>
            {t('sandbox.portal.resume', { plan })}
          </Button>
        ) : (
          <Button variant="outline" loading={toggle.isPending} onClick={() => toggle.mutate(false)}>
            {t('sandbox.portal.cancel', { plan })}
          </Button>
        ))}
    </li>
  );
}

export function SubscriptionsSection(props: {
  token: string;
  portal: SandboxPortal;
  onChanged(): Promise<unknown>;
  announce: Announce;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('sandbox.portal.subscriptions')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {props.portal.subscriptions.length === 0 ? (
          <p className="text-muted-foreground">{t('sandbox.portal.noSubscriptions')}</p>
        ) : (
          <ul className="divide-y">
            {props.portal.subscriptions.map((s) => (
              <SubscriptionRow key={s.id} subscription={s} {...props} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function CardSection({
  token,
  portal,
  onChanged,
  announce,
}: {
  token: string;
  portal: SandboxPortal;
  onChanged(): Promise<unknown>;
  announce: Announce;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<CardDraft>(EMPTY_CARD);
  const update = useMutation({
    mutationFn: (card: Parameters<typeof sandboxApi.updateCard>[1]) => sandboxApi.updateCard(token, card),
    onSuccess: async () => {
      await onChanged();
      setEditing(false);
      setDraft(EMPTY_CARD);
      announce(t('sandbox.portal.cardUpdated'));
    },
    onError: (error) => announce(t(errorKey(error, 'sandbox.portal.actionFailed')), true),
  });
  const { card } = portal;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            <CreditCard className="size-5" aria-hidden="true" />
            {t('sandbox.portal.card')}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p>
          {card
            ? t('sandbox.portal.cardOnFile', {
                brand: card.brand.charAt(0).toUpperCase() + card.brand.slice(1),
                last4: card.last4,
                expiry: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`,
              })
            : t('sandbox.portal.noCard')}
        </p>
        {editing ? (
          <CardForm
            draft={draft}
            onDraftChange={setDraft}
            submitLabel={t('sandbox.portal.saveCard')}
            pending={update.isPending}
            onSubmit={(c) => update.mutate(c)}
          >
            <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
              {t('common.cancel')}
            </Button>
          </CardForm>
        ) : (
          <Button variant="outline" onClick={() => setEditing(true)}>
            {t('sandbox.portal.updateCard')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

export function InvoicesSection({ portal }: { portal: SandboxPortal }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('sandbox.portal.invoices')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {portal.invoices.length === 0 ? (
          <p className="text-muted-foreground">{t('sandbox.portal.noInvoices')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('sandbox.portal.invoice.date')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('sandbox.portal.invoice.plan')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {t('sandbox.portal.invoice.amount')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t('sandbox.portal.invoice.status')}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {t('sandbox.portal.invoice.refunded')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {portal.invoices.map((invoice) => (
                  <tr key={invoice.id}>
                    <td className="py-2 pr-3 whitespace-nowrap">{dateOf(invoice.createdAt, lng)}</td>
                    <td className="py-2 pr-3">{t(`sandbox.plans.${invoice.plan}`)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {formatEuros(invoice.amountCents, lng)}
                    </td>
                    <td className="py-2 pr-3">{t(`sandbox.invoiceStatus.${invoice.status}`)}</td>
                    <td className="py-2 text-right tabular-nums">
                      {invoice.refundedCents > 0 ? formatEuros(invoice.refundedCents, lng) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export function TestClockSection({
  token,
  portal,
  onChanged,
  announce,
}: {
  token: string;
  portal: SandboxPortal;
  onChanged(): Promise<unknown>;
  announce: Announce;
}) {
  const { t, i18n } = useTranslation();
  const toPeriodEnd = secondsToNextPeriodEnd(portal);
  const advance = useMutation({
    mutationFn: (seconds: number) => sandboxApi.advanceClock(token, seconds),
    onSuccess: async () => {
      const next = (await onChanged()) as SandboxPortal | undefined;
      if (next) announce(t('sandbox.clock.advanced', { date: dateTimeOf(next.clockNow, i18n.language) }));
    },
    onError: (error) => announce(t(errorKey(error, 'sandbox.portal.actionFailed')), true),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            <Clock className="size-5" aria-hidden="true" />
            {t('sandbox.clock.title')}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-muted-foreground">{t('sandbox.clock.text')}</p>
        <p>
          {t('sandbox.clock.now')}{' '}
          <time dateTime={portal.clockNow} className="font-medium">
            {dateTimeOf(portal.clockNow, i18n.language)}
          </time>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={toPeriodEnd === null || advance.isPending}
            onClick={() => toPeriodEnd !== null && advance.mutate(toPeriodEnd)}
          >
            {t('sandbox.clock.toPeriodEnd')}
          </Button>
          <Button variant="outline" disabled={advance.isPending} onClick={() => advance.mutate(86_400)}>
            {t('sandbox.clock.oneDay')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
