import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/i18n/react';
import { EMPTY_MEMBER_FILTERS, type MemberFilters } from './members-api';

export const selectClass =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring';

const CHOICES = {
  role: ['', 'admin', 'qa', 'none'],
  premium: ['', 'yes', 'no'],
  creator: ['', 'yes', 'no'],
  sanctioned: ['', 'yes', 'no'],
  sort: ['-created', 'created', 'email', '-email', '-signIn', 'signIn'],
} as const;
const DAYS = ['createdFrom', 'createdTo', 'signInFrom', 'signInTo'] as const;

/** The members list's search, filters and sort; applied on submit (the server searches). */
export function MembersFilters({ onApply }: { onApply: (filters: MemberFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<MemberFilters>(EMPTY_MEMBER_FILTERS);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={onSubmit} noValidate role="search" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="sm:col-span-2 lg:col-span-4">
        <Field id="members-q" label={t('adminMembers.filters.q')}>
          <Input
            id="members-q"
            type="search"
            value={draft.q}
            maxLength={100}
            placeholder={t('adminMembers.filters.qPlaceholder')}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </Field>
      </div>
      {(Object.keys(CHOICES) as (keyof typeof CHOICES)[]).map((key) => (
        <Field key={key} id={`members-${key}`} label={t(`adminMembers.filters.${key}`)}>
          <select
            id={`members-${key}`}
            className={selectClass}
            value={draft[key]}
            onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
          >
            {CHOICES[key].map((value) => (
              <option key={value} value={value}>
                {t(`adminMembers.choices.${key}.${value || 'any'}`)}
              </option>
            ))}
          </select>
        </Field>
      ))}
      {DAYS.map((key) => (
        <Field key={key} id={`members-${key}`} label={t(`adminMembers.filters.${key}`)}>
          <Input
            id={`members-${key}`}
            type="date"
            value={draft[key]}
            onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
          />
        </Field>
      ))}
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit">{t('adminMembers.filters.apply')}</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft(EMPTY_MEMBER_FILTERS);
            onApply(EMPTY_MEMBER_FILTERS);
          }}
        >
          {t('adminMembers.filters.reset')}
        </Button>
      </div>
    </form>
  );
}
