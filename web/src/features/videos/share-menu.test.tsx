import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { ShareMenu } from './share-menu';

describe('share menu', () => {
  it('copies the link, and the link at the current position', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    let position = 95.4;
    render(<ShareMenu videoId="v1" title="Concert" position={() => position} />);

    await user.click(screen.getByRole('button', { name: 'Partager' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copier le lien à 1:35' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(`${location.origin}/watch/v1?t=95`));

    await user.click(screen.getByRole('button', { name: 'Partager' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copier le lien' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(`${location.origin}/watch/v1`));

    // At the very start there is no time to offer.
    position = 0;
    await user.click(screen.getByRole('button', { name: 'Partager' }));
    await screen.findByRole('menuitem', { name: 'Copier le lien' });
    expect(screen.queryByRole('menuitem', { name: /Copier le lien à/ })).toBeNull();
  });
});

describe('menus and the page behind them', () => {
  it('leave the page in the accessibility tree while open (no aria-hidden over focusable links)', async () => {
    await act(() => i18n.changeLanguage('fr'));
    render(
      <main>
        <a href="/ailleurs">Un lien de la page</a>
        <ShareMenu videoId="v1" title="Concert" position={() => 0} />
      </main>,
    );
    // The menu's code is loaded on intent; once the real trigger (Radix, data-state) is in, press it.
    await userEvent.hover(screen.getByRole('button', { name: 'Partager' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Partager' }).getAttribute('data-state')).toBe('closed'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Partager' }));
    await screen.findByRole('menuitem', { name: 'Copier le lien' });
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
});
