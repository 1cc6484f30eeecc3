import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

/** A document opened by its address: the first entry, which has no history key of its own. */
function openDocument(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <ScrollRestoration /> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll restoration of documents opened by their address', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
    scrollPageTo(0);
  });

  it('opens another address at the top, and the same one again where it was left (issue 25)', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const rules = openDocument('/conditions-generales-utilisation');
    scrollPageTo(3000);
    rules.unmount();

    scrollTo.mockClear();
    openDocument('/email-confirmed?error=TOKEN_EXPIRED').unmount();
    expect(scrollTo).not.toHaveBeenCalledWith(0, 3000);

    scrollTo.mockClear();
    openDocument('/conditions-generales-utilisation');
    expect(scrollTo).toHaveBeenCalledWith(0, 3000);
  });
});
