import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { registerSeek } from '@/lib/player-seek';
import { DescriptionText, descriptionParts } from './description-text';

describe('description timecodes', () => {
  it('finds standalone timecodes only, with their seconds', () => {
    expect(descriptionParts('0:00 Intro\n1:02:03 fin, pas 10:30:00:00 ni v1:20a')).toEqual([
      { text: '0:00', seconds: 0 },
      { text: ' Intro\n' },
      { text: '1:02:03', seconds: 3723 },
      { text: ' fin, pas 10:30:00:00 ni v1:20a' },
    ]);
  });

  it('links them with ?t= and seeks the player on this page instead of leaving', async () => {
    const seek = vi.fn();
    const unregister = registerSeek('v1', seek);
    render(
      <MemoryRouter>
        <DescriptionText videoId="v1" text={'Le plan :\n2:05 Le ponçage'} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: '2:05' });
    expect(link.getAttribute('href')).toBe('/watch/v1?t=125');
    await userEvent.setup().click(link);
    expect(seek).toHaveBeenCalledWith(125);
    unregister();
  });
});
