import { COMMENT_POLICIES, type CommentPolicy } from '@domain/comments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { commentKeys, commentsApi } from './comments-api';

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50';

/** The video edit page's comment policy: open, held for the creator's approval, or closed. Saved on change. */
export function CommentSettingsCard({ videoId }: { videoId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: commentKeys.settings(videoId),
    queryFn: () => commentsApi.settings(videoId),
  });
  const save = useMutation({
    mutationFn: (policy: CommentPolicy) => commentsApi.saveSettings(videoId, policy),
    onSuccess: (saved) => {
      client.setQueryData(commentKeys.settings(videoId), saved);
      void client.invalidateQueries({ queryKey: commentKeys.video(videoId) });
      toast.success(t('comments.settings.saved'));
    },
    onError: (error) => toast.error(t(errorKey(error, 'comments.errors.action'))),
  });
  const id = `comment-policy-${videoId}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('comments.settings.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t(errorKey(settings.error, 'comments.errors.load'))}
          </p>
        ) : (
          <Field
            id={id}
            label={t('comments.settings.policy')}
            hint={
              <Link to="/dashboard#held-comments" className="underline">
                {t('comments.settings.help')}
              </Link>
            }
          >
            <select
              id={id}
              className={selectClass}
              value={save.isPending ? save.variables : (settings.data?.policy ?? '')}
              disabled={!settings.data || save.isPending}
              onChange={(e) => save.mutate(e.target.value as CommentPolicy)}
            >
              {!settings.data && <option value="" />}
              {COMMENT_POLICIES.map((p) => (
                <option key={p} value={p}>
                  {t(`comments.settings.policies.${p}`)}
                </option>
              ))}
            </select>
          </Field>
        )}
      </CardContent>
    </Card>
  );
}
