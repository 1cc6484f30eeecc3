import type { ProfileAvatar as AvatarId } from '@domain/profiles';
import { Lock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProfileAvatar } from '@/components/profile-avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useTranslation } from '@/i18n/react';
import { errorKey } from '@/lib/error-key';
import { toast } from '@/lib/toast';
import { ProfileForm } from './profile-form';
import {
  useCreateProfile,
  useDeleteProfile,
  useUpdateProfile,
  type ViewerProfile,
  type ViewerProfileList,
} from './profiles-api';

/** "Gérer les profils": add (within the plan's limit), rename, change avatar, delete. */
export function ProfileManager({ data }: { data: ViewerProfileList }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ViewerProfile | null>(null);
  const atLimit = data.items.length >= data.max;
  const free = data.max <= 1;

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground" data-testid="profile-limit">
        {t('profiles.limit', { count: data.items.length, max: data.max })}
      </p>
      <ul className="divide-y rounded-2xl border">
        {data.items.map((profile) => (
          <ProfileRow key={profile.id} profile={profile} onEdit={() => setEditing(profile)} />
        ))}
      </ul>
      <div className="space-y-2">
        <Button
          onClick={() => setAdding(true)}
          disabled={atLimit}
          aria-describedby={atLimit ? 'add-profile-why' : undefined}
        >
          <Plus aria-hidden="true" />
          {t('profiles.add')}
        </Button>
        {atLimit && (
          <p id="add-profile-why" className="text-sm text-muted-foreground">
            {free ? t('profiles.freeLimit') : t('profiles.atLimit', { max: data.max })}{' '}
            {free && (
              <Link to="/pricing" className="font-medium text-primary hover:underline">
                {t('profiles.upgrade')}
              </Link>
            )}
          </p>
        )}
      </div>
      <AddProfileDialog open={adding} onClose={() => setAdding(false)} />
      {editing && <EditProfileDialog profile={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function ProfileRow({ profile, onEdit }: { profile: ViewerProfile; onEdit(): void }) {
  const { t } = useTranslation();
  const remove = useDeleteProfile();
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
      <ProfileAvatar avatar={profile.avatar} className={profile.locked ? 'opacity-50' : undefined} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{profile.name}</p>
        <p className="text-xs text-muted-foreground">
          {profile.isPrimary && t('profiles.primary')}
          {profile.locked && (
            <Link
              to="/pricing"
              className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
              <Lock className="size-3" aria-hidden="true" />
              {t('profiles.premiumRequired')}
            </Link>
          )}
        </p>
      </div>
      <div className="flex gap-1">
        {!profile.locked && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onEdit}
            aria-label={t('profiles.edit', { name: profile.name })}
          >
            <Pencil aria-hidden="true" />
          </Button>
        )}
        {!profile.isPrimary && (
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('profiles.delete.label', { name: profile.name })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            }
            title={t('profiles.delete.title', { name: profile.name })}
            description={t('profiles.delete.description')}
            confirmLabel={t('profiles.delete.confirm')}
            cancelLabel={t('common.cancel')}
            closeLabel={t('common.close')}
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutateAsync(profile.id).then(
                () => toast.success(t('profiles.delete.done', { name: profile.name })),
                (error) => toast.error(t(errorKey(error, 'profiles.errors.delete'))),
              )
            }
          />
        )}
      </div>
    </li>
  );
}

function AddProfileDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const create = useCreateProfile();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('profiles.addTitle')}</DialogTitle>
        </DialogHeader>
        {open && (
          <ProfileForm
            initial={{ name: '', avatar: 'owl' }}
            submitLabel={t('profiles.form.create')}
            pending={create.isPending}
            error={error}
            onCancel={close}
            onSubmit={async (values) => {
              try {
                await create.mutateAsync(values);
                toast.success(t('profiles.created', { name: values.name }));
                close();
              } catch (err) {
                setError(t(errorKey(err, 'profiles.errors.save')));
              }
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditProfileDialog({ profile, onClose }: { profile: ViewerProfile; onClose(): void }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('profiles.editTitle')}</DialogTitle>
        </DialogHeader>
        <ProfileForm
          initial={{ name: profile.name, avatar: profile.avatar }}
          submitLabel={t('common.save')}
          pending={update.isPending}
          error={error}
          onCancel={onClose}
          onSubmit={async (values: { name: string; avatar: AvatarId }) => {
            // Only what changed is sent.
            const changes = {
              ...(values.name !== profile.name ? { name: values.name } : {}),
              ...(values.avatar !== profile.avatar ? { avatar: values.avatar } : {}),
            };
            if (Object.keys(changes).length === 0) return onClose();
            try {
              await update.mutateAsync({ id: profile.id, ...changes });
              toast.success(t('profiles.saved'));
              onClose();
            } catch (err) {
              setError(t(errorKey(err, 'profiles.errors.save')));
            }
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
