import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { TFunction } from '@/i18n';
import { useTranslation } from '@/i18n/react';
import { authApi, authKeys } from '@/lib/auth-api';
import { toast } from '@/lib/toast';
import { parseUserAgent } from '@/lib/user-agent';

/** Active sessions, with "end all other sessions". */
export function SessionsSection({ currentSessionToken }: { currentSessionToken?: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const sessions = useQuery({
    queryKey: authKeys.sessions,
    queryFn: authApi.listSessions,
    refetchOnMount: true,
  });
  const revoke = useMutation({
    mutationFn: authApi.revokeOtherSessions,
    onSuccess: () => {
      toast.success(t('profile.sessions.revoked'));
      void client.invalidateQueries({ queryKey: authKeys.sessions });
    },
    onError: () => toast.error(t('errors.internal_error')),
  });
  const format = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const list = [...(sessions.data ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

  return (
    <section className="space-y-3" aria-labelledby="sessions-title">
      <h3 id="sessions-title" className="font-medium">
        {t('profile.sessions.title')}
      </h3>
      <ul className="divide-y rounded-lg border" data-testid="sessions">
        {list.map((s, index) => {
          const device = parseUserAgent(s.userAgent);
          const Icon = device.device === 'phone' ? Smartphone : device.device === 'tablet' ? Tablet : Monitor;
          return (
            <li key={s.id} className="flex items-start gap-3 p-3 text-sm">
              <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                {/* The raw string stays at hand (on hover) for whoever needs the exact version. */}
                <p className="truncate font-medium" title={s.userAgent ?? undefined}>
                  {deviceLabel(t, device)}
                </p>
                <p className="text-xs text-muted-foreground">
                  {s.ipAddress ? `${s.ipAddress} · ` : ''}
                  {t('profile.sessions.lastActive', { date: format(s.updatedAt) })}
                </p>
              </div>
              {(currentSessionToken ? s.token === currentSessionToken : index === 0) && (
                <Badge variant="secondary">{t('profile.sessions.current')}</Badge>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        variant="outline"
        size="sm"
        loading={revoke.isPending}
        disabled={list.length < 2}
        onClick={() => revoke.mutate()}
      >
        {t('profile.sessions.revokeOthers')}
      </Button>
    </section>
  );
}

/** "Chrome sur Windows"; the browser alone when the system is unknown; "Navigateur inconnu" when nothing is. */
function deviceLabel(t: TFunction, { browser, os }: ReturnType<typeof parseUserAgent>): string {
  const name = browser ?? t('profile.sessions.unknownBrowser');
  return os ? t('profile.sessions.device', { browser: name, os }) : name;
}
