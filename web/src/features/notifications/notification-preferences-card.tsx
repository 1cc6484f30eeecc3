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

/** The email choices, in the order the card lists them (each an `emailX` / `emailXHint` text). */
const CHOICES = [
  'emailNewUploads',
  'emailReports',
  'emailComments',
] as const satisfies readonly (keyof NotificationPreferences)[];
type Choice = (typeof CHOICES)[number];

/**
 * Settings, for signed-in members: which notices also come by email (a subscribed channel's new
 * video; the receipt of a report they sent). Each switch saves only its own choice.
 */
export function NotificationPreferencesCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
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
  const checked = (choice: Choice) =>
    save.isPending && save.variables[choice] !== undefined
      ? save.variables[choice] === true
      : (preferences.data?.[choice] ?? false);

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
          <div className="space-y-5">
            {CHOICES.map((choice) => (
              <PreferenceSwitch
                key={choice}
                label={t(`notifications.preferences.${choice}`)}
                hint={t(`notifications.preferences.${choice}Hint`)}
                checked={checked(choice)}
                disabled={save.isPending}
                onToggle={() => save.mutate({ [choice]: !checked(choice) })}
              />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function PreferenceSwitch(props: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onToggle(): void;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-1">
        <p id={labelId} className="text-sm font-medium">
          {props.label}
        </p>
        <p id={hintId} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={props.checked}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={props.disabled}
        onClick={props.onToggle}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-70',
          props.checked ? 'bg-primary' : 'bg-muted-foreground/50',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'block size-5 rounded-full bg-background shadow transition-transform',
            props.checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  );
}
