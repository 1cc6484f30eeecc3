import { EARNINGS_TIERS } from '@domain/earnings';
import { APPEAL_WINDOW_DAYS } from '@domain/limits';
import { REPORT_REASONS } from '@domain/moderation';
import { DECISION_REASONS } from '@domain/moderation-decisions';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { formatEuros } from '@/lib/format';
import { PrivacyPage } from './privacy-page';
import { RulesPage } from './rules-page';
import { loadLegalContent } from './use-legal-content';

/** Awaited in act: React retries a suspended render (the language chunk) only inside an act scope. */
async function renderAt(path: string) {
  const page = (element: ReactNode) => <Suspense fallback={<p>Loading...</p>}>{element}</Suspense>;
  const router = createMemoryRouter(
    [
      { path: '/conditions-generales-utilisation', element: page(<RulesPage />) },
      { path: '/privacy-policy', element: page(<PrivacyPage />) },
    ],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

const RULES = '/conditions-generales-utilisation';

// The first import of a language's chunk is slow under test; the pages' behaviour is what is tested.
beforeAll(() => Promise.all([loadLegalContent('fr'), loadLegalContent('en')]));
const level2 = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('rules and terms page', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('has one title, the help breadcrumb and the date of the visit', async () => {
    await renderAt(RULES);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Règles et conditions');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const breadcrumb = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(breadcrumb).getByRole('link', { name: 'Aide' }).getAttribute('href')).toBe('/faq');
    const today = new Intl.DateTimeFormat('fr', { dateStyle: 'long' }).format(new Date());
    screen.getByText(`Dernière mise à jour : ${today}`);
  });

  it('keeps the search box in view below the header as the results change (issue 25)', async () => {
    await renderAt(RULES);
    const box = await screen.findByRole('search');
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    await userEvent.type(screen.getByLabelText('Rechercher dans les règles'), 'rem');
    expect(scrolled.length).toBe(3);
    expect(scrolled.every((element) => element === box)).toBe(true);
    // Its scroll margin clears the fixed header (h-16).
    expect(box.className).toMatch(/\bscroll-mt-20\b/);
  });

  it('links every entry of the contents to a heading of the page', async () => {
    await renderAt(RULES);
    const toc = await screen.findByRole('navigation', { name: 'Sommaire' });
    const ids = within(toc)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')?.slice(1) ?? '');
    expect(ids).toEqual(
      expect.arrayContaining([
        'prohibited-content',
        'sanctions',
        'moderation',
        'terms',
        'earnings',
        'revisions',
      ]),
    );
    expect(ids).toHaveLength(5 + 11);
    for (const id of ids) expect(document.getElementById(id)?.tagName, id).toMatch(/^H[23]$/);
    expect(level2()).toContain('Sanctions');
  });

  it('filters the sections as one types, marks the matches, and says how many match', async () => {
    await renderAt(RULES);
    const search = await screen.findByLabelText('Rechercher dans les règles');
    await userEvent.type(search, 'demonetisation');

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 section correspond'));
    expect(level2()).toEqual(['Sommaire', 'Sanctions']);
    const marks = [...document.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['démonétisation']);
    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#sanctions']);
  });

  it('keeps only the matching terms under their heading', async () => {
    await renderAt(RULES);
    await userEvent.type(await screen.findByLabelText('Rechercher dans les règles'), 'résilier');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Contenus interdits' })).toBeNull());
    screen.getByRole('heading', { level: 2, name: "Conditions générales d'utilisation" });
    screen.getByRole('heading', { level: 3, name: '5. Abonnement Premium et résiliation' });
    expect(screen.queryByRole('heading', { level: 3, name: '1. Objet du service' })).toBeNull();
  });

  it('says so when nothing matches, and clearing brings every section back', async () => {
    await renderAt(RULES);
    await userEvent.type(await screen.findByLabelText('Rechercher dans les règles'), 'xylophone');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Aucune section ne correspond à « xylophone ».'),
    );
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(level2()).toEqual([
      'Sommaire',
      'Contenus interdits',
      'Sanctions',
      'Processus de modération',
      "Conditions générales d'utilisation",
      'Révision des règles',
    ]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('renders the earnings rules from the tiers the server pays with', async () => {
    await renderAt(RULES);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(EARNINGS_TIERS.length);
    EARNINGS_TIERS.forEach((tier, index) => {
      const cells = within(rows[index]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells).toEqual([
        formatEuros(tier.ratePerViewCents, 'fr'),
        formatEuros(tier.ratePerViewCents * 1000, 'fr'),
      ]);
    });
    expect(within(rows[0]!).getByRole('rowheader').textContent).toContain('Refusée à la mise en ligne');
  });

  it('states the appeal window in a note, and the moderation steps in order', async () => {
    await renderAt(RULES);
    const moderation = (await screen.findByRole('heading', { name: 'Processus de modération' })).closest(
      'section',
    )!;
    const steps = within(moderation)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')?.textContent);
    expect(steps).toEqual(['Signalement', 'Examen', 'Décision', 'Notification', 'Appel']);
    const [appeal, misuse] = within(moderation).getAllByRole('note');
    expect(appeal!.textContent).toContain(`${APPEAL_WINDOW_DAYS} jours`);
    expect(misuse!.textContent).toMatch(/interdire de signaler pendant une durée limitée/);
  });

  it('has a section for every ground a decision may rest on (statements of reasons link there)', async () => {
    await renderAt(RULES);
    await screen.findByRole('heading', { name: 'Processus de modération' });
    for (const ground of DECISION_REASONS)
      expect(document.getElementById(ground.anchor), ground.code).not.toBeNull();
    expect(document.getElementById('report-misuse')?.textContent).toMatch(/Signalements abusifs/);
  });

  it('lists the prohibited-content categories as the report reasons, each under its anchor', async () => {
    await renderAt(RULES);
    const section = (await screen.findByRole('heading', { name: 'Contenus interdits' })).closest('section')!;
    const anchored = [...section.querySelectorAll('li[id]')].map((li) => li.id);
    // One entry per reason of domain/moderation.ts, in its order: the report form and the
    // statements of reasons link to these anchors.
    expect(anchored).toEqual(REPORT_REASONS.map((r) => r.anchor));
    expect(document.getElementById('prohibited-scam')?.textContent).toMatch(/arnaques, l'hameçonnage/);
  });

  it('scrolls smoothly to the section the URL hash names', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    await renderAt(`${RULES}#sanctions`);
    await screen.findByRole('heading', { level: 1 });
    expect(scroll).not.toHaveBeenCalled();
    await waitFor(() => expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
    expect((scroll.mock.contexts[0] as Element).id).toBe('sanctions');
  });
});

describe('privacy policy page', () => {
  it('renders in English with its contents and the ways to exercise one’s rights', async () => {
    await act(() => i18n.changeLanguage('en'));
    await renderAt('/privacy-policy');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Privacy policy');
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    for (const link of within(toc).getAllByRole('link')) {
      expect(document.getElementById(link.getAttribute('href')!.slice(1))?.tagName).toBe('H2');
    }
    const rights = screen.getByRole('heading', { name: 'Exercising your rights' }).closest('section')!;
    const targets = within(rights)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets).toEqual(['/profile', '/contact']);
    await act(() => i18n.changeLanguage('fr'));
  });
});
