import { Toaster as Sonner } from 'sonner';

/** App-wide toasts (sonner), following the app's theme. Show one with `toast()` from '@/lib/toast'. */
export function Toaster({ theme }: { theme: 'light' | 'dark' | 'system' }) {
  return <Sonner theme={theme} richColors closeButton position="bottom-right" />;
}
