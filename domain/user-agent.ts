/**
 * What a member recognises of a browser's User-Agent string: "Chrome" on "Windows", "Safari" on
 * "iPhone". Names are proper nouns (the same in every language); only the sentence around them is
 * translated. Browsers that copy another's string exactly (Brave, Arc: Chrome's) are named after it.
 */
export type BrowserName =
  | 'Chrome'
  | 'Chromium'
  | 'Edge'
  | 'Firefox'
  | 'Safari'
  | 'Opera'
  | 'Samsung Internet'
  | 'Vivaldi'
  | 'Yandex Browser'
  | 'Internet Explorer';

export type OsName =
  | 'Windows'
  | 'Windows Phone'
  | 'macOS'
  | 'Linux'
  | 'ChromeOS'
  | 'Android'
  | 'iPhone'
  | 'iPad'
  | 'iPod';

export type DeviceKind = 'desktop' | 'phone' | 'tablet';

export interface UserAgentInfo {
  browser: BrowserName | null;
  os: OsName | null;
  /** From the OS and the "Mobile" token; null when the OS is unknown. */
  device: DeviceKind | null;
}

/**
 * Most specific first: Chromium-based browsers all say "Chrome/" and "Safari/", and every iOS
 * browser says "Safari/" and "Mac OS X", so the tokens only one browser (or OS) writes come first.
 */
const BROWSERS: [BrowserName, RegExp][] = [
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Edge', /\b(?:Edg|Edge|EdgA|EdgiOS)\//],
  ['Opera', /\b(?:OPR|OPiOS|OPT)\/|\bOpera\b/],
  ['Yandex Browser', /\bYaBrowser\//],
  ['Vivaldi', /\bVivaldi\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chromium', /\bChromium\//],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\//],
  ['Internet Explorer', /\bMSIE |\bTrident\//],
];

const OPERATING_SYSTEMS: [OsName, RegExp][] = [
  // An iPod touch says "iPhone OS" too.
  ['iPod', /\biPod\b/],
  ['iPad', /\biPad\b/],
  ['iPhone', /\biPhone\b/],
  ['Windows Phone', /\bWindows Phone\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMacintosh\b|\bMac OS X\b/],
  ['Linux', /\bLinux\b|\bX11\b/],
];

const APPLE: readonly OsName[] = ['macOS', 'iPhone', 'iPad', 'iPod'];

/** Reads the browser and operating system from a User-Agent header; null parts when unknown. */
export function parseUserAgent(userAgent: string | null | undefined): UserAgentInfo {
  const ua = userAgent ?? '';
  const os = OPERATING_SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0] ?? null;
  let browser = BROWSERS.find(([, pattern]) => pattern.test(ua))?.[0] ?? null;
  // Safari writes nothing of its own but "Version/…": only trusted on Apple systems, since old
  // Android browsers and web views write it too.
  if (!browser && os && APPLE.includes(os) && /\bVersion\/[\d.]+.*\bSafari\//.test(ua)) browser = 'Safari';
  return { browser, os, device: deviceOf(os, ua) };
}

function deviceOf(os: OsName | null, ua: string): DeviceKind | null {
  switch (os) {
    case null:
      return null;
    case 'iPhone':
    case 'iPod':
    case 'Windows Phone':
      return 'phone';
    case 'iPad':
      return 'tablet';
    case 'Android':
      // Android phones say "Mobile" (Opera Mini, a phone browser, does not); tablets do not.
      return /\bMobile\b|\bOpera Mini\b/.test(ua) ? 'phone' : 'tablet';
    default:
      return 'desktop';
  }
}
