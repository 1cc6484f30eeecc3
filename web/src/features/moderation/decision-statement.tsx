import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import type { TFunction } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/format';
import type { Decision, DecisionSanction } from './decisions-api';

/** "Démonétisation", "Limitation de fonctionnalité (commentaires)": a sanction named in words. */
export function sanctionName(sanction: Pick<DecisionSanction, 'kind' | 'feature'>, t: TFunction): string {
  const name = t(`decision.sanctions.${sanction.kind}`);
  return sanction.feature ? `${name} (${t(`decision.features.${sanction.feature}`)})` : name;
}

/** What the sanction restricts: the video or channel itself, or the member's account. */
function scope(decision: Decision, sanction: DecisionSanction, t: TFunction): string {
  if (
    sanction.kind === 'video_removal' ||
    sanction.kind === 'demonetisation' ||
    sanction.kind === 'comment_removal'
  )
    return t(`decision.scope.${decision.itemKind}`, { title: decision.targetTitle ?? t('report.itemGone') });
  return t('decision.scope.account');
}

/** Until when, or "définitivement"; and, once it stopped applying, when and why. */
export function SanctionState({ sanction, locale }: { sanction: DecisionSanction; locale: string }) {
  const { t } = useTranslation();
  const date = (iso: string) => formatDate(iso, locale);
  return (
    <>
      <span>
        {sanction.until ? t('decision.until', { date: date(sanction.until) }) : t('decision.forever')}
      </span>{' '}
      {sanction.endedAt ? (
        <Badge variant="outline">
          {t(`decision.ended.${sanction.endedBecause ?? 'expired'}`, { date: date(sanction.endedAt) })}
        </Badge>
      ) : (
        <Badge variant="secondary">{t('decision.inForce')}</Badge>
      )}
    </>
  );
}

/**
 * A decision's statement of reasons (DSA Art. 17) as the member reads it — the admin sees the same
 * right after deciding. Every text written by an admin is shown as text, never as HTML.
 */
export function DecisionStatement({ decision }: { decision: Decision }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-5 text-sm">
      <section className="space-y-2" aria-labelledby={`restricted-${decision.id}`}>
        <h3 id={`restricted-${decision.id}`} className="font-semibold">
          {t('decision.restricted')}
        </h3>
        <ul className="space-y-2">
          {decision.sanctions.map((sanction) => (
            <li key={sanction.kind} className="space-y-1 rounded-lg border p-3">
              <p className="font-medium">{sanctionName(sanction, t)}</p>
              <p className="break-words text-muted-foreground">{scope(decision, sanction, t)}</p>
              <p className="flex flex-wrap items-center gap-2">
                <SanctionState sanction={sanction} locale={i18n.language} />
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className="space-y-1" aria-labelledby={`facts-${decision.id}`}>
        <h3 id={`facts-${decision.id}`} className="font-semibold">
          {t('decision.facts')}
        </h3>
        <p className="whitespace-pre-wrap break-words">{decision.facts}</p>
      </section>
      <section className="space-y-1" aria-labelledby={`explanation-${decision.id}`}>
        <h3 id={`explanation-${decision.id}`} className="font-semibold">
          {t('decision.explanation')}
        </h3>
        <p className="whitespace-pre-wrap break-words">{decision.explanation}</p>
      </section>
      <section className="space-y-1" aria-labelledby={`ground-${decision.id}`}>
        <h3 id={`ground-${decision.id}`} className="font-semibold">
          {t('decision.ground')}
        </h3>
        <p>
          {t('decision.rule')}{' '}
          <Link to={decision.rulesLink} className="underline">
            {t(`report.reasons.${decision.reason}`)}
          </Link>
        </p>
        {decision.legalGround && (
          <p className="whitespace-pre-wrap break-words">
            {t('decision.legalGround')} {decision.legalGround}
          </p>
        )}
      </section>
      <ul className="space-y-1 text-muted-foreground">
        {decision.followedNotice && <li>{t('decision.followedNotice')}</li>}
        <li>{t('decision.noAutomation')}</li>
        <li>
          {t('decision.reference')} <span className="font-mono">{decision.reference}</span>
        </li>
      </ul>
    </div>
  );
}
