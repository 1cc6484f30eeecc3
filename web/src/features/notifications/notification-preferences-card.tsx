import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import {
  type NotificationPreferences,
  notificationKeys,
  notificationsApi,
  useNotificationPreferences,
} from './notifications-api';

/** Settings, for signed-in members: whether a subscribed channel's new video also comes by email. */
export function NotificationPreferencesCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const labelId = useId();
  const hintId = useId();
  const preferences = useNotificationPreferences(userId);
  const save = useMutation({
    mutationFn: notificationsApi.savePreferences,
    onSuccess: (saved) => {
      client.setQueryData<NotificationPreferences>(notificationKeys.preferences(userId), saved);
      toast.success(t('notifications.preferences.saved'));
    },
    onError: (error) => toast.error(t(errorKey(error, 'notifications.preferences.saveError'))),
  });
  // While saving, the switch already shows the choice being saved.
  const checked = save.isPending
    ? save.variables.emailNewUploads === true
    : (preferences.data?.emailNewUploads ?? false);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('notifications.preferences.title')}</h2>
        </CardTitle>
        <CardDescription>{t('notifications.preferences.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : preferences.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('notifications.preferences.loadError')}
          </p>
        ) : (
          <div className="flex items-start justify-between gap-4">
            <div className="space-y-1">
              <p id={labelId} className="text-sm font-medium">
                {t('notifications.preferences.emailNewUploads')}
              </p>
              <p id={hintId} className="text-xs text-muted-foreground">
                {t('notifications.preferences.emailNewUploadsHint')}
              </p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={checked}
              aria-labelledby={labelId}
              aria-describedby={hintId}
              disabled={save.isPending}
              onClick={() => save.mutate({ emailNewUploads: !checked })}
              className={cn(
                'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-70',
                checked ? 'bg-primary' : 'bg-muted-foreground/50',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block size-5 rounded-full bg-background shadow transition-transform',
                  checked ? 'translate-x-5' : 'translate-x-0',
                )}
              />
            </button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
