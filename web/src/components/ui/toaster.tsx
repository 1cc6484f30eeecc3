import { Toaster as Sonner } from 'sonner';

/** App-wide toasts (sonner), following the app's theme. Use `toast()` from 'sonner' to show one. */
export function Toaster({ theme }: { theme: 'light' | 'dark' | 'system' }) {
  return <Sonner theme={theme} richColors closeButton position="bottom-right" />;
}
