import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

/**
 * sonner, fetched with the first toast: no page needs it to show, so it is not part of the first
 * load. The shell mounts its Toaster from then on (useToastsShown); a toast made before the Toaster
 * subscribes is still shown, sonner replays the active ones to a new subscriber.
 */
function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

const show =
  (pick: (s: Sonner) => (message: string, options?: ExternalToast) => unknown) =>
  (message: string, options?: ExternalToast) =>
    void loadSonner().then((s) => pick(s)(message, options));

/** App-wide toasts: `toast('…')`, `toast.success('…')`, `toast.error('…')` (sonner's API). */
export const toast = Object.assign(
  show((s) => s.toast),
  { success: show((s) => s.toast.success), error: show((s) => s.toast.error) },
);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a toast was ever asked for in this tab: the shell's Toaster mounts from then on. */
export const useToastsShown = () => useSyncExternalStore(subscribe, () => sonner !== null);
