import {
  BAD_ID,
  describeMatrix,
  everyone,
  type Outcomes,
  route,
  UNKNOWN_ID,
} from '../../test/permission-matrix';
import { coverPng } from './news.test-helpers';

/** Admins write and see drafts; members are refused, visitors asked to sign in. */
const adminOnly = (outcome: number | `${number} ${string}`): Outcomes => ({
  visitor: '401 unauthenticated',
  member: '403 forbidden',
  owner: '403 forbidden',
  admin: outcome,
});

/** Input the schema refuses is refused before the role is looked at (validation precedes the handler). */
const checkedFirst = (outcome: `${number} ${string}`): Outcomes => ({
  visitor: '401 unauthenticated',
  member: outcome,
  owner: outcome,
  admin: outcome,
});

interface Fixture {
  draftId: string;
  draftSlug: string;
  publishedSlug: string;
  revisionId: string;
  png: Buffer;
}

const article = (f: Fixture) => `/api/admin/news/${f.draftId}`;

describeMatrix<Fixture>(
  'news',
  [
    ...route<Fixture>('GET /api/news', {
      valid: [() => ({ url: '/api/news' }), everyone(200)],
    }),
    ...route<Fixture>('GET /api/news/:slug', {
      valid: [(f) => ({ url: `/api/news/${f.publishedSlug}` }), everyone(200)],
      // A draft is a 404 for all but admins: nothing says it exists.
      'valid (draft)': [
        (f) => ({ url: `/api/news/${f.draftSlug}` }),
        { ...everyone('404 news_not_found'), admin: 200 },
      ],
      'bad input': [() => ({ url: `/api/news/${'x'.repeat(300)}` }), everyone('400 slug_invalid')],
      'unknown id': [() => ({ url: '/api/news/nothing-here' }), everyone('404 news_not_found')],
    }),
    ...route<Fixture>('GET /api/admin/news', {
      valid: [() => ({ url: '/api/admin/news' }), adminOnly(200)],
    }),
    ...route<Fixture>('POST /api/admin/news', {
      valid: [() => ({ url: '/api/admin/news', payload: { title: 'Matrice' } }), adminOnly(201)],
    }),
    ...route<Fixture>('GET /api/admin/news/:id', {
      valid: [(f) => ({ url: article(f) }), adminOnly(200)],
      'bad input': [() => ({ url: `/api/admin/news/${BAD_ID}` }), checkedFirst('400 news_not_found')],
      'unknown id': [() => ({ url: `/api/admin/news/${UNKNOWN_ID}` }), adminOnly('404 news_not_found')],
    }),
    ...route<Fixture>('PATCH /api/admin/news/:id', {
      valid: [(f) => ({ url: article(f), payload: { excerpt: 'Autosave' } }), adminOnly(200)],
      'bad input': [
        (f) => ({ url: article(f), payload: { slug: 'admin' } }),
        checkedFirst('400 slug_reserved'),
      ],
      'unknown id': [
        () => ({ url: `/api/admin/news/${UNKNOWN_ID}`, payload: { excerpt: 'x' } }),
        adminOnly('404 news_not_found'),
      ],
    }),
    ...route<Fixture>('POST /api/admin/news/:id/publish', {
      valid: [(f) => ({ url: `${article(f)}/publish`, payload: {} }), adminOnly(200)],
      'bad input': [
        (f) => ({ url: `${article(f)}/publish`, payload: { at: 'demain' } }),
        checkedFirst('400 publish_date_invalid'),
      ],
      'unknown id': [
        () => ({ url: `/api/admin/news/${UNKNOWN_ID}/publish`, payload: {} }),
        adminOnly('404 news_not_found'),
      ],
    }),
    ...route<Fixture>('POST /api/admin/news/:id/unpublish', {
      valid: [(f) => ({ url: `${article(f)}/unpublish` }), adminOnly(200)],
      'bad input': [
        () => ({ url: `/api/admin/news/${BAD_ID}/unpublish` }),
        checkedFirst('400 news_not_found'),
      ],
      'unknown id': [
        () => ({ url: `/api/admin/news/${UNKNOWN_ID}/unpublish` }),
        adminOnly('404 news_not_found'),
      ],
    }),
    ...route<Fixture>('POST /api/admin/news/:id/cover', {
      valid: [
        (f) => ({
          url: `${article(f)}/cover`,
          multipart: { fields: { alt: 'Une image' }, file: { bytes: f.png, filename: 'c.png' } },
        }),
        adminOnly(200),
      ],
      'bad input': [
        (f) => ({
          url: `${article(f)}/cover`,
          multipart: { fields: { alt: '' }, file: { bytes: f.png, filename: 'c.png' } },
        }),
        adminOnly('400 cover_alt_required'),
      ],
      'unknown id': [
        (f) => ({
          url: `/api/admin/news/${UNKNOWN_ID}/cover`,
          multipart: { fields: { alt: 'x' }, file: { bytes: f.png, filename: 'c.png' } },
        }),
        adminOnly('404 news_not_found'),
      ],
    }),
    ...route<Fixture>('DELETE /api/admin/news/:id/cover', {
      valid: [(f) => ({ url: `${article(f)}/cover` }), adminOnly(200)],
      'bad input': [() => ({ url: `/api/admin/news/${BAD_ID}/cover` }), checkedFirst('400 news_not_found')],
      'unknown id': [() => ({ url: `/api/admin/news/${UNKNOWN_ID}/cover` }), adminOnly('404 news_not_found')],
    }),
    ...route<Fixture>('GET /api/admin/news/:id/revisions', {
      valid: [(f) => ({ url: `${article(f)}/revisions` }), adminOnly(200)],
      'bad input': [
        () => ({ url: `/api/admin/news/${BAD_ID}/revisions` }),
        checkedFirst('400 news_not_found'),
      ],
      'unknown id': [
        () => ({ url: `/api/admin/news/${UNKNOWN_ID}/revisions` }),
        adminOnly('404 news_not_found'),
      ],
    }),
    ...route<Fixture>('POST /api/admin/news/:id/revisions/:revisionId/restore', {
      valid: [(f) => ({ url: `${article(f)}/revisions/${f.revisionId}/restore` }), adminOnly(200)],
      'bad input': [
        (f) => ({ url: `${article(f)}/revisions/${BAD_ID}/restore` }),
        checkedFirst('400 revision_not_found'),
      ],
      'unknown id': [
        (f) => ({ url: `${article(f)}/revisions/${UNKNOWN_ID}/restore` }),
        adminOnly('404 revision_not_found'),
      ],
    }),
  ],
  async ({ clients }) => {
    const admin = clients.admin;
    const draft = (
      await admin.post('/api/admin/news', { title: 'Brouillon', excerpt: 'R', body: 'Corps' })
    ).json();
    const published = (
      await admin.post('/api/admin/news', { title: 'Publié', excerpt: 'R', body: 'Corps' })
    ).json();
    await admin.post(`/api/admin/news/${published.id}/publish`, {});
    const revisions = (await admin.get(`/api/admin/news/${draft.id}/revisions`)).json();
    return {
      draftId: draft.id,
      draftSlug: draft.slug,
      publishedSlug: published.slug,
      revisionId: revisions.items[0].id,
      png: await coverPng(400, 300),
    };
  },
);
