import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/i18n/react';
import { formatDate } from '@/lib/format';
import { SanctionState, sanctionName } from './decision-statement';
import type { Decision } from './decisions-api';

/** The item's decisions, newest first: each sanction and whether it is still in force, and the appeal. */
export function DecisionHistory({ decisions }: { decisions: Decision[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="space-y-3" aria-labelledby="moderation-decisions">
      <h3 id="moderation-decisions" className="font-semibold">
        {t('adminModeration.decide.history')}
      </h3>
      {decisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('adminModeration.decide.noDecisions')}</p>
      ) : (
        <ul className="space-y-3">
          {decisions.map((decision) => (
            <li key={decision.id} className="space-y-2 rounded-xl border p-4 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-xs">{decision.reference}</span>
                <time dateTime={decision.decidedAt} className="text-xs text-muted-foreground">
                  {formatDate(decision.decidedAt, i18n.language)}
                </time>
                {decision.appeal.status && (
                  <Badge variant="outline">{t(`decision.appeal.statuses.${decision.appeal.status}`)}</Badge>
                )}
              </div>
              <p>{t(`report.reasons.${decision.reason}`)}</p>
              <ul className="space-y-1">
                {decision.sanctions.map((sanction) => (
                  <li key={sanction.kind} className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{sanctionName(sanction, t)}</span>
                    <SanctionState sanction={sanction} locale={i18n.language} />
                  </li>
                ))}
              </ul>
              <p className="whitespace-pre-wrap break-words text-muted-foreground">{decision.facts}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
