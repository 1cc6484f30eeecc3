import {
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_TITLE_MAX,
  PLAYLIST_VISIBILITIES,
  type PlaylistVisibility,
} from '@domain/playlists';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/i18n/react';
import type { PlaylistFields } from './playlists-api';

/** Title, description and visibility: the new-playlist form and the owner's edit form. */
export function PlaylistForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial?: { title: string; description: string; visibility: PlaylistVisibility };
  submitLabel: string;
  pending: boolean;
  onSubmit: (fields: Required<PlaylistFields>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [visibility, setVisibility] = useState<PlaylistVisibility>(initial?.visibility ?? 'private');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ title, description, visibility });
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="space-y-1">
        <Label htmlFor={`${id}-title`}>{t('playlists.form.title')}</Label>
        <Input
          id={`${id}-title`}
          value={title}
          required
          maxLength={PLAYLIST_TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-description`}>{t('playlists.form.description')}</Label>
        <Textarea
          id={`${id}-description`}
          value={description}
          maxLength={PLAYLIST_DESCRIPTION_MAX}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-visibility`}>{t('playlists.form.visibility')}</Label>
        <select
          id={`${id}-visibility`}
          value={visibility}
          onChange={(e) => setVisibility(e.target.value as PlaylistVisibility)}
          className="h-9 w-full rounded-md border bg-background px-3 text-sm"
        >
          {PLAYLIST_VISIBILITIES.map((v) => (
            <option key={v} value={v}>
              {t(`playlists.visibility.${v}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" loading={pending} disabled={!title.trim()}>
        {submitLabel}
      </Button>
    </form>
  );
}
