import { SEARCH_QUERY_MAX } from '../../../domain/search';
import { describeMatrix, everyone, type MatrixRow, route } from '../../test/permission-matrix';
import { addChannel, addVideo } from './search.test-helpers';

/** Search is public and shows the same catalogue to everyone: every actor gets the same answers. */
const rows: MatrixRow<unknown>[] = [
  ...route('GET /api/search', {
    valid: [() => ({ url: '/api/search?q=matrice' }), everyone(200)],
    'valid (filters, sort, page)': [
      () => ({
        url: '/api/search?q=matrice&type=videos&duration=short&date=week&topic=music&sort=views&page=2',
      }),
      everyone(200),
    ],
    'bad input': [
      () => ({ url: `/api/search?q=${'x'.repeat(SEARCH_QUERY_MAX + 1)}` }),
      everyone('400 search_query_too_long'),
    ],
    'bad input (unknown sort)': [
      () => ({ url: '/api/search?q=matrice&sort=random' }),
      everyone('400 validation_failed'),
    ],
  }),
  ...route('GET /api/search/suggest', {
    valid: [() => ({ url: '/api/search/suggest?q=mat' }), everyone(200)],
    'bad input': [() => ({ url: '/api/search/suggest?q=%20' }), everyone('400 search_query_required')],
  }),
];

describeMatrix('search', rows, async ({ ctx, userIds }) => {
  const channelId = await addChannel({ ctx }, userIds.owner, { name: 'Matrice', topics: ['music'] });
  await addVideo({ ctx }, userIds.owner, { title: 'Matrice courte', channelId, durationS: 60 });
});
