import type { CookieCategory } from '@domain/consent';

/**
 * The one way analytics and advertising scripts get into the page: each is added only while its
 * category is granted, and removed on withdrawal. (The server's content-security policy also lets
 * their origin in only with that consent: docs/decisions/0006-consent.md.)
 */
export function syncConsentScripts(
  scripts: Partial<Record<Extract<CookieCategory, 'analytics' | 'marketing'>, string | null>>,
  granted: (category: CookieCategory) => boolean,
): void {
  for (const [category, src] of Object.entries(scripts) as [CookieCategory, string | null][]) {
    const present = document.head.querySelector<HTMLScriptElement>(`script[data-consent="${category}"]`);
    if (src && granted(category)) {
      if (present?.src === src) continue;
      present?.remove();
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.consent = category;
      document.head.append(script);
    } else present?.remove();
  }
}
