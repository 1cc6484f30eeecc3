import { type AdSettings, adPublisherIdSchema, adSlotIdSchema } from '@domain/api/ads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/i18n/react';
import { adConfigKeys } from '@/lib/ad-config';
import { ApiError } from '@/lib/api';
import { codeKey, errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { type AdSettingsPatch, adsApi, adsKeys } from './ads-api';

/** One slot id field per ad placement. */
const SLOT_FIELDS = [
  { placement: 'homeFeed', id: 'ads-slot-home', label: 'adsSetup.slotHome' },
  { placement: 'watch', id: 'ads-slot-watch', label: 'adsSetup.slotWatch' },
] as const;

type FieldName = 'publisherId' | 'homeFeed' | 'watch';
interface Values {
  enabled: boolean;
  publisherId: string;
  homeFeed: string;
  watch: string;
}

const toValues = (s: AdSettings): Values => ({
  enabled: s.enabled,
  publisherId: s.publisherId ?? '',
  homeFeed: s.slots.homeFeed ?? '',
  watch: s.slots.watch ?? '',
});

/** A blank field clears the id; anything else must pass the same schema as the server's. */
function check(values: Values): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  const publisher = values.publisherId.trim();
  if (publisher && !adPublisherIdSchema.safeParse(publisher).success)
    errors.publisherId = 'invalid_ad_publisher_id';
  for (const name of ['homeFeed', 'watch'] as const) {
    const slot = values[name].trim();
    if (slot && !adSlotIdSchema.safeParse(slot).success) errors[name] = 'invalid_ad_slot_id';
  }
  if (values.enabled && !publisher) errors.publisherId = 'ads_publisher_required';
  return errors;
}

/** The ad network settings (admins): on/off, publisher id and a slot id per placement. */
export function AdSettingsForm() {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: adsKeys.settings, queryFn: adsApi.settings, staleTime: 0 });
  if (settings.isError)
    return (
      <div role="alert" className="space-y-3">
        <p className="text-destructive">{t(errorKey(settings.error, 'adsSetup.loadError'))}</p>
        <Button variant="outline" onClick={() => settings.refetch()}>
          <RotateCw aria-hidden="true" />
          {t('common.retry')}
        </Button>
      </div>
    );
  if (!settings.data)
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  return <SettingsEditor initial={settings.data} />;
}

function SettingsEditor({ initial }: { initial: AdSettings }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [values, setValues] = useState(() => toValues(initial));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const save = useMutation({
    mutationFn: (patch: AdSettingsPatch) => adsApi.saveSettings(patch),
    onSuccess: (saved) => {
      client.setQueryData(adsKeys.settings, saved);
      void client.invalidateQueries({ queryKey: adConfigKeys.all });
      setValues(toValues(saved));
      toast.success(t('adsSetup.saved'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'invalid_ad_publisher_id')
        setErrors({ publisherId: error.code });
      toast.error(t(errorKey(error, 'adsSetup.saveError')));
    },
  });
  const set = (name: keyof Values, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const orNull = (s: string) => s.trim() || null;
    save.mutate({
      enabled: values.enabled,
      publisherId: orNull(values.publisherId),
      slots: { homeFeed: orNull(values.homeFeed), watch: orNull(values.watch) },
    });
  };
  const errorText = (name: FieldName) => {
    const code = errors[name];
    return code ? t(codeKey(code, `adsSetup.errors.${code}`)) : null;
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={values.enabled}
          onChange={(e) => set('enabled', e.target.checked)}
        />
        <span>
          <span className="block font-medium">{t('adsSetup.enabled')}</span>
          <span className="block text-sm text-muted-foreground">{t('adsSetup.enabledHint')}</span>
        </span>
      </label>
      <Field
        id="ads-publisher-id"
        label={t('adsSetup.publisherId')}
        hint={t('adsSetup.publisherIdHint')}
        error={errorText('publisherId')}
      >
        <Input
          id="ads-publisher-id"
          value={values.publisherId}
          placeholder="ca-pub-0000000000000000"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => set('publisherId', e.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {SLOT_FIELDS.map(({ placement, id, label }) => (
          <Field
            key={placement}
            id={id}
            label={t(label)}
            hint={t('adsSetup.slotHint')}
            error={errorText(placement)}
          >
            <Input
              id={id}
              value={values[placement]}
              inputMode="numeric"
              autoComplete="off"
              onChange={(e) => set(placement, e.target.value)}
            />
          </Field>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">{t('adsSetup.consentNote')}</p>
      <Button type="submit" loading={save.isPending}>
        {t('adsSetup.save')}
      </Button>
    </form>
  );
}
