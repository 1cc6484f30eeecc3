import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { membersApi, membersKeys } from './members-api';

/** What an admin can do to members: grant or revoke a role, end their sessions. */
export type MemberAction = { kind: 'grant' | 'revoke'; role: 'admin' | 'qa' } | { kind: 'revokeSessions' };

export const actionKey = (action: MemberAction) =>
  action.kind === 'revokeSessions' ? 'revokeSessions' : `${action.kind}.${action.role}`;

/**
 * One action on one or more members behind a confirmation that says what will happen to how many
 * (bulk or single: the same API, each member's change audited).
 */
export function MemberActionDialog({
  action,
  memberIds,
  onDone,
  variant = 'outline',
}: {
  action: MemberAction;
  memberIds: string[];
  onDone?: () => void;
  variant?: 'outline' | 'default' | 'destructive';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const key = actionKey(action);
  const mutation = useMutation({
    mutationFn: () =>
      action.kind === 'revokeSessions'
        ? membersApi.revokeSessions(memberIds)
        : membersApi.changeRole({ memberIds, role: action.role, grant: action.kind === 'grant' }),
    onSuccess: async ({ changed }) => {
      toast.success(t('adminMembers.actions.done', { count: changed }));
      setOpen(false);
      onDone?.();
      await queryClient.invalidateQueries({ queryKey: membersKeys.all });
    },
    onError: (error) => toast.error(t(errorKey(error, 'adminMembers.actions.failed'))),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={variant} disabled={memberIds.length === 0}>
          {t(`adminMembers.actions.${key}`)}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t(`adminMembers.actions.${key}`)}</DialogTitle>
          <DialogDescription>
            {t(`adminMembers.confirm.${key}`, { count: memberIds.length })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>
          <Button loading={mutation.isPending} onClick={() => mutation.mutate()}>
            {t('adminMembers.confirm.yes')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
