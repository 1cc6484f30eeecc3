import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { searchApi } from '@/features/search/search-api';
import i18n from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SearchForm } from './search-form';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <SearchForm />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>accueil</p> },
          { path: '/search', element: <p>résultats</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const field = () => screen.getByRole('combobox', { name: 'Rechercher' });
const location = (router: ReturnType<typeof renderAt>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('header search', () => {
  let suggest: MockInstance<typeof searchApi.suggest>;
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('fr'));
    suggest = vi.spyOn(searchApi, 'suggest').mockImplementation(async (text) => ({
      suggestions: text.startsWith('cui') ? ['Atelier Cuisine', 'La cuisine de Léa', 'Cuisine du monde'] : [],
    }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('submits only when something is typed', async () => {
    const router = renderAt('/');
    await userEvent.type(field(), '   {enter}');
    expect(location(router)).toBe('/');
    await userEvent.clear(field());
    await userEvent.type(field(), '  cuisine facile {enter}');
    await waitFor(() => expect(location(router)).toBe('/search?q=cuisine+facile'));
    // Never asked for suggestions of blank text.
    expect(suggest.mock.calls.every(([text]) => text.trim() !== '')).toBe(true);
  });

  it('shows the query of /search, and follows the URL', async () => {
    const router = renderAt('/search?q=%C3%A9t%C3%A9&duration=short');
    expect(field()).toHaveProperty('value', 'été');
    await act(() => router.navigate('/search?q=cuisine'));
    expect(field()).toHaveProperty('value', 'cuisine');
    await act(() => router.navigate(-1));
    expect(field()).toHaveProperty('value', 'été');
    await act(() => router.navigate('/'));
    expect(field()).toHaveProperty('value', '');
  });

  it('offers suggestions after a pause, and picks one with the keyboard', async () => {
    const router = renderAt('/');
    await userEvent.type(field(), 'cui');
    const list = await screen.findByRole('listbox', { name: 'Suggestions de recherche' });
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(field().getAttribute('aria-controls')).toBe(list.id);
    // One request for the settled text, not one per key.
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest.mock.calls[0]![0]).toBe('cui');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Atelier Cuisine',
      'La cuisine de Léa',
      'Cuisine du monde',
    ]);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    // Up from the first option returns to the field, then wraps to the last.
    expect(field().getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(location(router)).toBe('/search?q=La+cuisine+de+L%C3%A9a'));
    expect(field()).toHaveProperty('value', 'La cuisine de Léa');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes the list with Escape, then clears the field', async () => {
    const router = renderAt('/');
    await userEvent.type(field(), 'cuis');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
    // Enter now searches the typed text, not the option that was highlighted.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(router)).toBe('/search?q=cuis'));
    await userEvent.keyboard('{Escape}');
    expect(field()).toHaveProperty('value', '');
  });

  it('picks a suggestion with the mouse', async () => {
    const router = renderAt('/');
    await userEvent.type(field(), 'cui');
    await userEvent.click(await screen.findByRole('option', { name: 'Atelier Cuisine' }));
    await waitFor(() => expect(location(router)).toBe('/search?q=Atelier+Cuisine'));
  });

  it('has no serious accessibility violation, list open', async () => {
    renderAt('/');
    await userEvent.type(field(), 'cui');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    const { violations, passes } = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    // The combobox's own rules ran (and passed).
    expect(passes.map((p) => p.id)).toEqual(
      expect.arrayContaining(['aria-allowed-role', 'aria-required-children', 'aria-valid-attr-value']),
    );
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });

  it('shows no list when nothing starts like the text', async () => {
    renderAt('/');
    await userEvent.type(field(), 'xyz');
    await waitFor(() => expect(suggest).toHaveBeenCalledWith('xyz', expect.anything()));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });
});
