import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { createQueryClient } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { notificationsApi } from './notifications-api';

const LABEL = 'Recevoir un email quand une chaîne à laquelle je suis abonné publie une vidéo';

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NotificationPreferencesCard userId="u1" />
    </QueryClientProvider>,
  );
}

describe('notification preferences', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts off, and saves the switch with a PATCH of that one choice', async () => {
    vi.spyOn(notificationsApi, 'preferences').mockResolvedValue({
      emailNewUploads: false,
      emailReports: false,
      emailComments: false,
    });
    const save = vi
      .spyOn(notificationsApi, 'savePreferences')
      .mockResolvedValue({ emailNewUploads: true, emailReports: false, emailComments: false });
    const success = vi.spyOn(toast, 'success');
    renderCard();
    const toggle = await screen.findByRole('switch', { name: LABEL });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    expect(save).toHaveBeenCalledWith({ emailNewUploads: true }, expect.anything());
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(success).toHaveBeenCalledWith('Préférences de notification enregistrées.');
  });

  it('saves the reports choice on its own, leaving the other switch as it was', async () => {
    vi.spyOn(notificationsApi, 'preferences').mockResolvedValue({
      emailNewUploads: true,
      emailReports: false,
      emailComments: false,
    });
    const save = vi
      .spyOn(notificationsApi, 'savePreferences')
      .mockResolvedValue({ emailNewUploads: true, emailReports: true, emailComments: false });
    renderCard();
    const reports = await screen.findByRole('switch', {
      name: 'Recevoir aussi par email l’accusé de réception de mes signalements',
    });
    await userEvent.click(reports);
    expect(save).toHaveBeenCalledWith({ emailReports: true }, expect.anything());
    await waitFor(() => expect(reports.getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByRole('switch', { name: LABEL }).getAttribute('aria-checked')).toBe('true');
  });

  it('saves the comments choice on its own', async () => {
    vi.spyOn(notificationsApi, 'preferences').mockResolvedValue({
      emailNewUploads: false,
      emailReports: false,
      emailComments: false,
    });
    const save = vi
      .spyOn(notificationsApi, 'savePreferences')
      .mockResolvedValue({ emailNewUploads: false, emailReports: false, emailComments: true });
    renderCard();
    const comments = await screen.findByRole('switch', {
      name: 'Recevoir aussi par email les réponses, mentions et cœurs sur mes commentaires',
    });
    await userEvent.click(comments);
    expect(save).toHaveBeenCalledWith({ emailComments: true }, expect.anything());
    await waitFor(() => expect(comments.getAttribute('aria-checked')).toBe('true'));
  });

  it('goes back to the stored choice and says so when saving fails', async () => {
    vi.spyOn(notificationsApi, 'preferences').mockResolvedValue({
      emailNewUploads: true,
      emailReports: false,
      emailComments: false,
    });
    vi.spyOn(notificationsApi, 'savePreferences').mockRejectedValue(
      new ApiError(500, 'internal_error', 'boom'),
    );
    const failure = vi.spyOn(toast, 'error');
    renderCard();
    const toggle = await screen.findByRole('switch', { name: LABEL });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    await waitFor(() => expect(failure).toHaveBeenCalled());
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });
});
