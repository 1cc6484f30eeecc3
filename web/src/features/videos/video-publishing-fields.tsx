import { VIDEO_VISIBILITIES, type VideoVisibility } from '@domain/videos';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';

const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring';

export interface PublishingValues {
  channelId: string;
  visibility: VideoVisibility;
  monetized: boolean;
}

/**
 * Channel, visibility and monetized flag: the same three fields on the upload and edit forms.
 * `noChannelLabel` offers "no channel" (edit only: a video may have lost its channel).
 */
export function VideoPublishingFields({
  idPrefix,
  channels,
  values,
  onChange,
  channelError,
  noChannelLabel,
}: {
  idPrefix: string;
  channels: { id: string; name: string }[];
  values: PublishingValues;
  onChange(values: PublishingValues): void;
  channelError?: string | null;
  noChannelLabel?: string;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<PublishingValues>) => onChange({ ...values, ...patch });
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${idPrefix}channel`} label={t('video.fields.channel')} error={channelError}>
          <select
            id={`${idPrefix}channel`}
            className={selectClass}
            value={values.channelId}
            onChange={(e) => set({ channelId: e.target.value })}
          >
            {noChannelLabel !== undefined && <option value="">{noChannelLabel}</option>}
            {channels.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${idPrefix}visibility`} label={t('video.fields.visibility')}>
          <select
            id={`${idPrefix}visibility`}
            className={selectClass}
            value={values.visibility}
            onChange={(e) => set({ visibility: e.target.value as VideoVisibility })}
          >
            {VIDEO_VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {t(`video.visibility.${v}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={values.monetized}
          onChange={(e) => set({ monetized: e.target.checked })}
        />
        <span>
          <span className="font-medium">{t('video.fields.monetized')}</span>
          <span className="block text-muted-foreground">{t('video.monetizedHint')}</span>
        </span>
      </label>
    </>
  );
}
