/**
 * What Google AdSense needs from the page (docs/decisions/0006-consent.md: third-party origins enter the
 * content-security policy only with marketing consent). The loader script comes from pagead2; ad
 * units render in frames from doubleclick / tpc and report through pagead2, adservice and google.com.
 */
export const ADSENSE_SCRIPT_ORIGIN = 'https://pagead2.googlesyndication.com';

export const ADSENSE_ORIGINS = {
  script: [
    ADSENSE_SCRIPT_ORIGIN,
    'https://tpc.googlesyndication.com',
    'https://partner.googleadservices.com',
    'https://adservice.google.com',
    'https://www.googletagservices.com',
  ],
  frame: [
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://www.google.com',
    ADSENSE_SCRIPT_ORIGIN,
  ],
  img: [
    ADSENSE_SCRIPT_ORIGIN,
    'https://tpc.googlesyndication.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://www.gstatic.com',
  ],
  connect: [
    ADSENSE_SCRIPT_ORIGIN,
    'https://googleads.g.doubleclick.net',
    'https://adservice.google.com',
    'https://ep1.adtrafficquality.google',
  ],
} as const;

export type AdCspDirective = keyof typeof ADSENSE_ORIGINS;

/** The AdSense loader for a publisher (the `client` parameter names the account). */
export const adsenseScriptUrl = (publisherId: string) =>
  `${ADSENSE_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${encodeURIComponent(publisherId)}`;
