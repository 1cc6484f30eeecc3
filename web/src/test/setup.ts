import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import i18n from '@/i18n';

// Components are rendered here without the router's page loader, which completes the strings.
await i18n.loadAll('fr');

afterEach(async () => {
  const toaster = document.querySelector('[data-sonner-toaster]');
  cleanup();
  localStorage.clear();
  // sonner removes a closing toast 200 ms later from a timer of its own; let that timer run while the
  // page still exists, or it fires after the file's environment is gone ("window is not defined").
  if (toaster) await new Promise((resolve) => setTimeout(resolve, 250));
});
