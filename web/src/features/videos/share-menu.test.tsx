import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
