import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { UploadLimitNotice, useUploadLimit } from './upload-limit';

function Notice() {
  const { limit, isLoading } = useUploadLimit(true);
  if (isLoading) return null;
  return limit ? <UploadLimitNotice limit={limit} /> : <p>free to upload</p>;
}

function renderNotice() {
  const router = createMemoryRouter([{ path: '/upload', element: <Notice /> }], {
    initialEntries: ['/upload'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const session = (sanctions: Awaited<ReturnType<typeof authApi.session>>['sanctions']) =>
  vi.spyOn(authApi, 'session').mockResolvedValue({ user: null, sanctions });

describe('upload limit notice', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says why and until when, with the decision, before a file is picked', async () => {
    session([
      { kind: 'feature_limit', scope: 'comment', until: null, reason: 'spam', decisionId: 'other' },
      {
        kind: 'feature_limit',
        scope: 'upload',
        until: '2026-12-24T12:00:00.000Z',
        reason: 'intellectual_property',
        decisionId: 'dec-42',
      },
    ]);
    renderNotice();
    await screen.findByText(
      "Vous ne pouvez pas mettre de vidéo en ligne jusqu'au 24 déc. 2026 (Droit d'auteur, marque ou vie privée).",
    );
    expect(screen.getByRole('link', { name: 'Voir la décision' }).getAttribute('href')).toBe(
      '/decisions/dec-42',
    );
  });

  it('says nothing when no sanction takes uploading away', async () => {
    session([{ kind: 'feature_limit', scope: 'comment', until: null, reason: 'spam', decisionId: 'x' }]);
    renderNotice();
    await screen.findByText('free to upload');
  });
});
