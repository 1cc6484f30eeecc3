import Bowser from 'bowser';

/**
 * What a member recognises of a browser's User-Agent string: "Chrome" on "Windows", "Safari" on
 * "iPhone", read by bowser (a maintained parser: new browsers and systems come with its updates).
 * Names are proper nouns (the same in every language); only the sentence around them is
 * translated. Browsers that copy another's string exactly (Brave, Arc: Chrome's) are named after it.
 * Used by the sessions list only, so the parser loads with the profile page, not on first load.
 */
export type DeviceKind = 'desktop' | 'phone' | 'tablet';

export interface UserAgentInfo {
  /** "Chrome", "Edge", "Firefox", "Safari", "Samsung Internet"…; null when no browser is named. */
  browser: string | null;
  /** "Windows", "macOS", "Linux", "ChromeOS", "Android", "iPhone", "iPad", "iPod"…; null when unknown. */
  os: string | null;
  /** null when the system is unknown. */
  device: DeviceKind | null;
}

/** bowser's long names, shortened to what the browsers call themselves. */
const BROWSER_NAMES: Record<string, string> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  'Opera Touch': 'Opera',
};

/** Reads the browser and operating system from a User-Agent header; null parts when unknown. */
export function parseUserAgent(userAgent: string | null | undefined): UserAgentInfo {
  const ua = userAgent?.trim();
  if (!ua) return { browser: null, os: null, device: null };
  const { browser, os, platform } = Bowser.parse(ua);
  const browserName = browser.name ? (BROWSER_NAMES[browser.name] ?? browser.name) : null;
  const osName = systemOf(os.name, platform);
  return { browser: browserName, os: osName, device: osName ? deviceOf(platform.type) : null };
}

/** iOS by the device it runs on, as a member knows it ("iPhone", not "iOS"). */
function systemOf(name: string | undefined, platform: Bowser.Parser.PlatformDetails): string | null {
  if (!name) return null;
  if (name === 'iOS') {
    if (platform.model === 'iPad' || platform.model === 'iPod') return platform.model;
    return platform.type === 'tablet' ? 'iPad' : 'iPhone';
  }
  return name === 'Chrome OS' ? 'ChromeOS' : name;
}

function deviceOf(type: string | undefined): DeviceKind {
  if (type === 'mobile') return 'phone';
  if (type === 'tablet') return 'tablet';
  return 'desktop';
}
