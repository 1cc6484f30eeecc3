import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, AvatarFallback, AvatarImage } from './avatar';

const avatar = (src: string | null) =>
  render(
    <Avatar>
      <AvatarImage src={src ?? undefined} alt="" />
      <AvatarFallback>KB</AvatarFallback>
    </Avatar>,
  );
const image = (container: HTMLElement) => container.querySelector('img');

describe('Avatar', () => {
  it('shows the initials until the picture has loaded, then the picture alone', () => {
    const { container } = avatar('/files/a.png');
    screen.getByText('KB');
    // Already in the page (so it loads), but not seen yet.
    expect(image(container)?.className).toContain('opacity-0');
    fireEvent.load(image(container)!);
    expect(screen.queryByText('KB')).toBeNull();
    expect(image(container)?.className).not.toContain('opacity-0');
  });

  it('keeps the initials when the picture fails or there is none', () => {
    const failing = avatar('/files/gone.png');
    fireEvent.error(image(failing.container)!);
    expect(image(failing.container)).toBeNull();
    within(failing.container).getByText('KB');
    const none = avatar(null);
    expect(image(none.container)).toBeNull();
    within(none.container).getByText('KB');
  });

  it('loads a new picture when the source changes', () => {
    const { container, rerender } = avatar('/files/a.png');
    fireEvent.load(image(container)!);
    rerender(
      <Avatar>
        <AvatarImage src="/files/b.png" alt="" />
        <AvatarFallback>KB</AvatarFallback>
      </Avatar>,
    );
    expect(image(container)?.getAttribute('src')).toBe('/files/b.png');
    screen.getByText('KB');
  });
});
