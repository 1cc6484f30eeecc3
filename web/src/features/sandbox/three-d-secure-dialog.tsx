import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useTranslation } from '@/i18n/react';

/** The bank's 3-D Secure step, as Stripe's test mode shows it: the tester decides how it ends. */
export function ThreeDSecureDialog({
  open,
  onOpenChange,
  pending,
  onAnswer,
  amount,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  pending: boolean;
  onAnswer(approve: boolean): void;
  amount: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5" aria-hidden="true" />
            {t('sandbox.threeDs.title')}
          </DialogTitle>
          <DialogDescription>{t('sandbox.threeDs.text', { amount })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={() => onAnswer(false)}>
            {t('sandbox.threeDs.fail')}
          </Button>
          <Button loading={pending} onClick={() => onAnswer(true)}>
            {t('sandbox.threeDs.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
