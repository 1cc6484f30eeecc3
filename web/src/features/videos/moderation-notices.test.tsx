import { LOCALES } from '@domain/locales';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { VideoInfoForm } from './video-info-form';
import { type VideoDetail, videosApi } from './videos-api';

const DECISION = '7d3c2b1a-0f9e-4d8c-a7b6-c5d4e3f2a1b0';
const base = {
  id: '5f0c6d1e-2a3b-4c5d-9e6f-708192a3b4c5',
  title: 'Ma vidéo',
  description: '',
  channel: null,
  visibility: 'public',
  monetized: false,
  moderation: null,
} as VideoDetail;

function renderForm(video: VideoDetail) {
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <VideoInfoForm video={video} channels={[]} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const demonetised = (until: string | null): VideoDetail => ({
  ...base,
  moderation: { removedDecisionId: null, demonetisation: { decisionId: DECISION, until } },
});

describe("the edit page's monetized switch under a demonetisation", () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is free when moderation did nothing', () => {
    renderForm(base);
    const box = screen.getByRole('checkbox', { name: /Monétiser cette vidéo/ });
    expect((box as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByRole('link', { name: 'Voir la décision' })).toBeNull();
  });

  it('is locked until a date, says so and links the decision', () => {
    renderForm(demonetised('2026-12-24T10:00:00.000Z'));
    const box = screen.getByRole('checkbox', { name: /Monétiser cette vidéo/ }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    const reason = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toContain(
      'La monétisation de cette vidéo est suspendue par la modération jusqu’au 24 déc. 2026.'.replace(
        '’',
        "'",
      ),
    );
    expect(screen.getByRole('link', { name: 'Voir la décision' }).getAttribute('href')).toBe(
      `/decisions/${DECISION}`,
    );
  });

  it('leaves the rest of the form working: a new title saves alone', async () => {
    const update = vi.spyOn(videosApi, 'update').mockResolvedValue(demonetised(null));
    renderForm(demonetised(null));
    await userEvent.clear(screen.getByLabelText('Titre'));
    await userEvent.type(screen.getByLabelText('Titre'), 'Nouveau titre');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(base.id, { title: 'Nouveau titre' }));
  });

  it('is locked for good, and says so', () => {
    renderForm(demonetised(null));
    expect(
      (screen.getByRole('checkbox', { name: /Monétiser cette vidéo/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    screen.getByText(/La monétisation de cette vidéo est suspendue définitivement par la modération\./);
  });
});

const locales = import.meta.glob<{ video: { moderation: Record<string, string> } }>(
  '../../i18n/locales/*.json',
  {
    eager: true,
    import: 'default',
  },
);

describe('moderation texts of a video', () => {
  it('exist in every language, with the date where one is said', () => {
    const french = locales['../../i18n/locales/fr.json']!.video.moderation;
    for (const locale of LOCALES) {
      const texts = locales[`../../i18n/locales/${locale}.json`]?.video.moderation;
      expect(Object.keys(texts ?? {}).sort(), locale).toEqual(Object.keys(french).sort());
      for (const [key, text] of Object.entries(texts ?? {})) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        if (locale !== 'fr') expect(text, `${locale} ${key}`).not.toBe(french[key]);
      }
      expect(texts?.lockedUntil, locale).toContain('{{date}}');
    }
  });
});
