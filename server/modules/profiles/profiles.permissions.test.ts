import { viewerProfiles } from '../../db/schema';
import {
  BAD_ID,
  describeMatrix,
  type MatrixRow,
  ownerOnly,
  route,
  signedIn,
  UNKNOWN_ID,
} from '../../test/permission-matrix';
import { givePremium } from '../billing/billing.test-helpers';
import { primaryProfileId } from './profiles.public';

interface Fixture {
  /** The owner's primary profile. */
  primary: string;
  /** A secondary profile of the owner's made for one destructive row. */
  freshProfile(): Promise<string>;
}

const NOT_FOUND = 'profile_not_found';

const rows: MatrixRow<Fixture>[] = [
  ...route<Fixture>('GET /api/me/profiles', {
    valid: [() => ({ url: '/api/me/profiles' }), signedIn(200)],
  }),
  ...route<Fixture>('POST /api/me/profiles', {
    // The owner is Premium (5 profiles); the others are free and already have their one.
    valid: [
      () => ({ url: '/api/me/profiles', payload: { name: 'Enfants', avatar: 'owl' } }),
      { ...signedIn('409 profile_limit_reached'), owner: 201 },
    ],
    'bad input': [
      () => ({ url: '/api/me/profiles', payload: { name: '   ', avatar: 'owl' } }),
      signedIn('400 profile_name_required'),
    ],
  }),
  ...route<Fixture>('PATCH /api/me/profiles/:id', {
    valid: [
      (f) => ({ url: `/api/me/profiles/${f.primary}`, payload: { avatar: 'cat' } }),
      ownerOnly(200, NOT_FOUND),
    ],
    'bad input': [
      (f) => ({ url: `/api/me/profiles/${f.primary}`, payload: { avatar: 'dragon' } }),
      signedIn('400 invalid_profile_avatar'),
    ],
    'unknown id': [
      () => ({ url: `/api/me/profiles/${UNKNOWN_ID}`, payload: { name: 'x' } }),
      signedIn(`404 ${NOT_FOUND}`),
    ],
  }),
  ...route<Fixture>('DELETE /api/me/profiles/:id', {
    valid: [
      async (f, as) => ({
        url: `/api/me/profiles/${as.name === 'owner' ? await f.freshProfile() : f.primary}`,
      }),
      ownerOnly(204, NOT_FOUND),
    ],
    'valid (primary profile)': [
      (f) => ({ url: `/api/me/profiles/${f.primary}` }),
      ownerOnly('409 primary_profile_undeletable', NOT_FOUND),
    ],
    'bad input': [() => ({ url: `/api/me/profiles/${BAD_ID}` }), signedIn('400 validation_failed')],
    'unknown id': [() => ({ url: `/api/me/profiles/${UNKNOWN_ID}` }), signedIn(`404 ${NOT_FOUND}`)],
  }),
  ...route<Fixture>('POST /api/me/profiles/:id/select', {
    valid: [(f) => ({ url: `/api/me/profiles/${f.primary}/select` }), ownerOnly(200, NOT_FOUND)],
    'bad input': [() => ({ url: `/api/me/profiles/${BAD_ID}/select` }), signedIn('400 validation_failed')],
    'unknown id': [() => ({ url: `/api/me/profiles/${UNKNOWN_ID}/select` }), signedIn(`404 ${NOT_FOUND}`)],
  }),
  ...route<Fixture>('GET /api/me/history', {
    valid: [() => ({ url: '/api/me/history' }), signedIn(200)],
    // The query is checked before the session.
    'bad input': [() => ({ url: '/api/me/history?cursor=nope' }), signedIn('400 invalid_cursor')],
  }),
];

describeMatrix('profiles', rows, async ({ ctx, userIds }) => {
  await givePremium(ctx, userIds.owner);
  let n = 0;
  return {
    primary: await primaryProfileId(ctx.db.db, userIds.owner),
    freshProfile: async () => {
      const [row] = await ctx.db.db
        .insert(viewerProfiles)
        .values({ userId: userIds.owner, name: `À supprimer ${++n}`, avatar: 'fox' })
        .returning({ id: viewerProfiles.id });
      return row!.id;
    },
  };
});
