import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import fr from '@/i18n/locales/fr.json';
import { PageErrorBoundary } from './page-error-boundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('PageErrorBoundary', () => {
  it('shows a message and a retry instead of the page that failed, and lets the next page through', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <PageErrorBoundary resetKey="/faq">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain(fr.common.pageLoadError);
    screen.getByRole('button', { name: fr.common.retry });

    // Same page: still the message. Another page: it renders.
    rerender(
      <PageErrorBoundary resetKey="/faq">
        <p>FAQ</p>
      </PageErrorBoundary>,
    );
    expect(screen.queryByText('FAQ')).toBeNull();
    rerender(
      <PageErrorBoundary resetKey="/about">
        <p>À propos</p>
      </PageErrorBoundary>,
    );
    screen.getByText('À propos');
    expect(screen.queryByRole('alert')).toBeNull();
    logged.mockRestore();
  });
});
