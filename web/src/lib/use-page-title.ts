import { useEffect } from 'react';

/** Sets the tab title as "<page> · Kinora". */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Kinora` : 'Kinora';
  }, [title]);
}
