import type { VideoModeration } from '@domain/api/videos';
import { VIDEO_VISIBILITIES, type VideoVisibility } from '@domain/videos';
import { useController, useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { useTranslation } from '@/i18n/react';
import { codeKey } from '@/lib/error-key';
import { MonetizationLockReason } from './moderation-notices';

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** The three fields as the form holds them: `channelId` '' is "no channel". */
export interface PublishingValues {
  channelId: string;
  visibility: VideoVisibility;
  monetized: boolean;
}

/**
 * Channel, visibility and monetized flag: the same three fields on the upload and edit forms, inside
 * the form's FormProvider. `noChannelLabel` offers "no channel" (edit only: a video may have lost
 * its channel). `demonetisation` (edit only): moderation locked the monetized switch, and says why.
 */
export function VideoPublishingFields({
  idPrefix,
  channels,
  noChannelLabel,
  demonetisation = null,
}: {
  idPrefix: string;
  channels: { id: string; name: string }[];
  noChannelLabel?: string;
  demonetisation?: VideoModeration['demonetisation'];
}) {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<PublishingValues>();
  // Controlled: the selects show the form's value from the first render, whatever the DOM did.
  const channel = useController({ control, name: 'channelId' }).field;
  const visibility = useController({ control, name: 'visibility' }).field;
  const channelError = errors.channelId?.message;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={`${idPrefix}channel`}
          label={t('video.fields.channel')}
          error={channelError && t(codeKey(channelError, 'errors.channel_required'))}
        >
          <select id={`${idPrefix}channel`} className={selectClass} {...channel}>
            {noChannelLabel !== undefined && <option value="">{noChannelLabel}</option>}
            {channels.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${idPrefix}visibility`} label={t('video.fields.visibility')}>
          <select id={`${idPrefix}visibility`} className={selectClass} {...visibility}>
            {VIDEO_VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {t(`video.visibility.${v}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="space-y-2">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 disabled:cursor-not-allowed"
            disabled={demonetisation !== null}
            aria-describedby={demonetisation ? `${idPrefix}monetization-lock` : undefined}
            {...register('monetized')}
          />
          <span>
            <span className="font-medium">{t('video.fields.monetized')}</span>
            <span className="block text-muted-foreground">{t('video.monetizedHint')}</span>
          </span>
        </label>
        {demonetisation && (
          <MonetizationLockReason id={`${idPrefix}monetization-lock`} demonetisation={demonetisation} />
        )}
      </div>
    </>
  );
}
