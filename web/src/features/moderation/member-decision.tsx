import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/react';
import { DecidedResult, DecisionForm } from './decide-form';
import { type Decision, decisionsApi } from './decisions-api';

/**
 * A decision on a member directly, from the admins' member page: limit the reports of a member
 * who keeps sending unfounded ones (DSA Art. 23), or restrict them after a notice received outside
 * the report form. The member reads its statement of reasons and may appeal, like any decision.
 */
export function MemberDecision({
  memberId,
  misusedReports,
  onDecided,
}: {
  memberId: string;
  /** Whether some of the member's reports were dismissed: the misuse ground is then the default. */
  misusedReports: boolean;
  onDecided: () => unknown;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [decided, setDecided] = useState<Decision | null>(null);
  return (
    <section aria-labelledby="member-decision-title" className="space-y-3 rounded-xl border p-4">
      <h2 id="member-decision-title" className="text-lg font-semibold">
        {t('adminModeration.memberDecision.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('adminModeration.memberDecision.hint')}</p>
      {decided ? (
        <DecidedResult decision={decided} />
      ) : open ? (
        <DecisionForm
          kind="member"
          defaultReason={misusedReports ? 'report_misuse' : 'harassment'}
          submit={(input) => decisionsApi.decideOnMember(memberId, input)}
          onDecided={(decision) => {
            setDecided(decision);
            return onDecided();
          }}
        />
      ) : (
        <Button variant="outline" onClick={() => setOpen(true)} aria-expanded={false}>
          {t('adminModeration.memberDecision.open')}
        </Button>
      )}
    </section>
  );
}
