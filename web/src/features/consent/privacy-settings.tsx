import { countryOverrideSchema } from '@domain/consent';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { useConsent } from './consent-provider';

/** Settings: the country the cookie regime follows (exactly two letters), and the cookie choices. */
export function PrivacySettings() {
  const { t } = useTranslation();
  const consent = useConsent();
  const [country, setCountry] = useState(consent.countryOverride ?? '');
  const [error, setError] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!country.trim()) {
      setError(null);
      return consent.setCountryOverride(null);
    }
    const parsed = countryOverrideSchema.safeParse(country);
    if (!parsed.success) return setError(t('errors.invalid_country'));
    setError(null);
    setCountry(parsed.data);
    consent.setCountryOverride(parsed.data);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('settings.privacy.title')}</h2>
        </CardTitle>
        <CardDescription>{t('settings.privacy.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <form onSubmit={save} noValidate className="space-y-3">
          <Field
            id="country-override"
            label={t('settings.privacy.country')}
            hint={t('settings.privacy.countryHint', { country: consent.country ?? '—' })}
            error={error}
          >
            <Input
              id="country-override"
              value={country}
              maxLength={2}
              autoComplete="country"
              className="w-24 uppercase"
              onChange={(e) => setCountry(e.target.value)}
            />
          </Field>
          <Button type="submit" variant="outline" size="sm">
            {t('settings.privacy.saveCountry')}
          </Button>
        </form>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => consent.setDialogOpen(true)}>
            {t('consent.manage')}
          </Button>
          <Button size="sm" variant="outline" onClick={consent.reset} disabled={!consent.record}>
            {t('settings.privacy.reset')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
