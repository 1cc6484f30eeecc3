import type { Me } from '@domain/api/accounts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api';
import { authApi } from '@/lib/auth-api';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/lib/use-session';
import ContactPage from '@/routes/contact';
import { contactApi } from './contact-api';

const MEMBER: Me = {
  id: 'u1',
  email: 'ana@example.com',
  username: 'ana_lima',
  displayName: 'Ana Lima',
  avatarUrl: null,
  emailVerified: true,
  twoFactorEnabled: false,
  locale: 'fr',
  createdAt: '2026-01-01T00:00:00.000Z',
  roles: [],
  abilities: { admin: false },
  plan: 'free',
};

function renderPage(user: Me | null = null) {
  vi.spyOn(authApi, 'session').mockResolvedValue({ user });
  const client = createQueryClient();
  client.setQueryData(sessionKey, user);
  const router = createMemoryRouter([{ path: '/contact', element: <ContactPage /> }], {
    initialEntries: ['/contact'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillValid() {
  await userEvent.type(field('Prénom'), 'Ana');
  await userEvent.type(field('Nom'), 'Lima');
  await userEvent.type(field('Email'), 'ana@example.com');
  await userEvent.type(field('Fonction (facultatif)'), 'Journaliste');
  await userEvent.selectOptions(screen.getByLabelText('Sujet'), 'Presse');
  await userEvent.type(field('Message'), 'Bonjour !');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));

describe('contact page', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('has one title and the form with every field, the consent linking to the privacy policy', async () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Nous contacter',
    ]);
    for (const label of ['Prénom', 'Nom', 'Email', 'Fonction (facultatif)', 'Sujet', 'Message'])
      screen.getByLabelText(label);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Question générale',
      'Assistance',
      'Partenariat',
      'Presse',
      'Suggestions',
    ]);
    const consent = screen.getByRole('checkbox');
    expect((consent as HTMLInputElement).checked).toBe(false);
    const policy = screen.getByRole('link', { name: 'politique de confidentialité' });
    expect(policy.getAttribute('href')).toBe('/privacy-policy');
    expect(policy.getAttribute('target')).toBe('_blank');
  });

  it('hides the honeypot from people: no tab stop, no autofill, not announced', () => {
    renderPage();
    const honeypot = document.getElementById('contact-website') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Laissez ce champ vide' })).toBeNull();
  });

  it('shows each error under its field and sends nothing', async () => {
    const send = vi.spyOn(contactApi, 'send');
    renderPage();
    await userEvent.type(field('Email'), 'not-an-address');
    await submit();
    await screen.findByText('Le prénom est obligatoire.');
    screen.getByText('Le nom est obligatoire.');
    screen.getByText('Adresse email invalide.');
    screen.getByText('Le message est obligatoire.');
    screen.getByText("Veuillez accepter l'utilisation de vos informations pour envoyer votre message.");
    expect(field('Prénom').getAttribute('aria-invalid')).toBe('true');
    expect(field('Prénom').getAttribute('aria-describedby')).toBe('contact-first-name-error');
    expect(screen.getByRole('checkbox').getAttribute('aria-describedby')).toBe('contact-consent-error');
    expect(send).not.toHaveBeenCalled();
  });

  it('requires the consent, then sends in the interface language and confirms', async () => {
    const send = vi.spyOn(contactApi, 'send').mockResolvedValue({ received: true });
    renderPage();
    await fillValid();
    await submit();
    await screen.findByText(
      "Veuillez accepter l'utilisation de vos informations pour envoyer votre message.",
    );
    expect(screen.queryByText('Le prénom est obligatoire.')).toBeNull();
    expect(send).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('checkbox'));
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toEqual({
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@example.com',
      jobTitle: 'Journaliste',
      topic: 'press',
      message: 'Bonjour !',
      consent: true,
      website: '',
      locale: 'fr',
    });
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Message envoyé');
    expect(status.textContent).toContain('sous 2 jours ouvrés');
    expect(screen.queryByRole('button', { name: 'Envoyer le message' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Message envoyé');

    // Another message starts from an empty form.
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer un autre message' }));
    expect(field('Message').value).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    vi.spyOn(contactApi, 'send').mockRejectedValue(new ApiError(429, 'rate_limited', 'Too many'));
    renderPage();
    await fillValid();
    await userEvent.click(screen.getByRole('checkbox'));
    await submit();
    await screen.findByText('Trop de tentatives. Veuillez patienter avant de réessayer.');
    expect(field('Prénom').value).toBe('Ana');
    expect(field('Message').value).toBe('Bonjour !');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a refusal about one field under that field too', async () => {
    vi.spyOn(contactApi, 'send').mockRejectedValue(new ApiError(400, 'invalid_email', 'Invalid'));
    renderPage();
    await fillValid();
    await userEvent.click(screen.getByRole('checkbox'));
    await submit();
    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBe('true'));
    // Under the field: the message the field points at.
    const describedBy = field('Email').getAttribute('aria-describedby')?.split(' ') ?? [];
    const under = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(under).toContain('Adresse email invalide.');
    expect(field('Email').value).toBe('ana@example.com');
  });

  it('fills in the name and email of a signed-in member', async () => {
    renderPage(MEMBER);
    await waitFor(() => expect(field('Email').value).toBe('ana@example.com'));
    expect(field('Prénom').value).toBe('Ana');
    expect(field('Nom').value).toBe('Lima');
  });
});
