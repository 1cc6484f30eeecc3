import { describe, expect, it } from 'vitest';
import { parseUserAgent, type UserAgentInfo } from './user-agent';

/** Real User-Agent strings, as the browsers send them (2024–2025 versions unless noted). */
const CASES: [string, UserAgentInfo['browser'], UserAgentInfo['os'], UserAgentInfo['device']][] = [
  // Chrome
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    'Chrome',
    'Windows',
    'desktop',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    'Chrome',
    'macOS',
    'desktop',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    'Chrome',
    'Linux',
    'desktop',
  ],
  [
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    'Chrome',
    'Android',
    'phone',
  ],
  [
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    'Chrome',
    'Android',
    'tablet',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    'Chrome',
    'iPhone',
    'phone',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    'Chrome',
    'iPad',
    'tablet',
  ],
  [
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    'Chrome',
    'ChromeOS',
    'desktop',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
    'Chrome',
    'Linux',
    'desktop',
  ],
  // An Android app's web view still reads as Chrome.
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A.230803.041; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36',
    'Chrome',
    'Android',
    'phone',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/120.0.6099.199 Chrome/120.0.6099.199 Safari/537.36',
    'Chromium',
    'Linux',
    'desktop',
  ],
  // Edge
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
    'Edge',
    'Windows',
    'desktop',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
    'Edge',
    'macOS',
    'desktop',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
    'Edge',
    'Linux',
    'desktop',
  ],
  [
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64',
    'Edge',
    'Android',
    'phone',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/124.2478.71 Mobile/15E148 Safari/605.1.15',
    'Edge',
    'iPhone',
    'phone',
  ],
  // EdgeHTML (2015–2020), on a PC and on Windows 10 Mobile (which also claims to be Android).
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
    'Edge',
    'Windows',
    'desktop',
  ],
  [
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
    'Edge',
    'Windows Phone',
    'phone',
  ],
  // Firefox
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
    'Firefox',
    'Windows',
    'desktop',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
    'Firefox',
    'macOS',
    'desktop',
  ],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox', 'Linux', 'desktop'],
  [
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
    'Firefox',
    'Linux',
    'desktop',
  ],
  ['Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0', 'Firefox', 'Android', 'phone'],
  ['Mozilla/5.0 (Android 14; Tablet; rv:125.0) Gecko/125.0 Firefox/125.0', 'Firefox', 'Android', 'tablet'],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
    'Firefox',
    'iPhone',
    'phone',
  ],
  [
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0; rv:125.0) Gecko/20100101 Firefox/125.0',
    'Firefox',
    'ChromeOS',
    'desktop',
  ],
  // Safari
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
    'Safari',
    'macOS',
    'desktop',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
    'Safari',
    'iPhone',
    'phone',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
    'Safari',
    'iPad',
    'tablet',
  ],
  [
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6.1 Mobile/15E148 Safari/604.1',
    'Safari',
    'iPod',
    'phone',
  ],
  // Opera
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
    'Opera',
    'Windows',
    'desktop',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
    'Opera',
    'macOS',
    'desktop',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
    'Opera',
    'Linux',
    'desktop',
  ],
  [
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 OPR/82.0.0.0',
    'Opera',
    'Android',
    'phone',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1 OPT/4.6.1',
    'Opera',
    'iPhone',
    'phone',
  ],
  [
    'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16',
    'Opera',
    'Android',
    'phone',
  ],
  // Samsung Internet: phone, tablet, and DeX (desktop mode, which reports Linux).
  [
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    'Samsung Internet',
    'Android',
    'phone',
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36',
    'Samsung Internet',
    'Android',
    'tablet',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Safari/537.36',
    'Samsung Internet',
    'Linux',
    'desktop',
  ],
  // Other Chromium browsers that name themselves.
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Vivaldi/6.7.3329.21',
    'Vivaldi',
    'Windows',
    'desktop',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 YaBrowser/24.4.0.0 Safari/537.36',
    'Yandex Browser',
    'Windows',
    'desktop',
  ],
  // Internet Explorer 11 and 10.
  [
    'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    'Internet Explorer',
    'Windows',
    'desktop',
  ],
  [
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
    'Internet Explorer',
    'Windows',
    'desktop',
  ],
];

describe('parseUserAgent', () => {
  it.each(CASES)('%s → %s on %s (%s)', (ua, browser, os, device) => {
    expect(parseUserAgent(ua)).toEqual({ browser, os, device });
  });

  it('covers the six main browsers on every system they run on', () => {
    const seen = new Set(CASES.map(([, browser, os]) => `${browser}/${os}`));
    for (const browser of ['Chrome', 'Edge', 'Firefox', 'Opera']) {
      for (const os of ['Windows', 'macOS', 'Linux', 'Android', 'iPhone'])
        expect(seen).toContain(`${browser}/${os}`);
    }
    for (const os of ['macOS', 'iPhone', 'iPad']) expect(seen).toContain(`Safari/${os}`);
    expect(seen).toContain('Samsung Internet/Android');
    expect(seen).toContain('Chrome/ChromeOS');
  });

  it('knows nothing of an empty or missing header', () => {
    for (const ua of [null, undefined, '', '   '])
      expect(parseUserAgent(ua)).toEqual({ browser: null, os: null, device: null });
  });

  it('names no browser for clients that are not one, but keeps the system when it is written', () => {
    expect(parseUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null, device: null });
    expect(parseUserAgent('node')).toEqual({ browser: null, os: null, device: null });
    expect(parseUserAgent('okhttp/4.12.0')).toEqual({ browser: null, os: null, device: null });
    // An iOS app's web view writes no browser token: bowser names Safari, whose engine it is.
    expect(
      parseUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      ),
    ).toEqual({ browser: 'Safari', os: 'iPhone', device: 'phone' });
  });

  it('does not take the Safari signature old Android browsers copy for Safari', () => {
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Linux; U; Android 4.0.3; fr-fr; GT-I9100 Build/IML74K) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
      ),
    ).toEqual({ browser: 'Android Browser', os: 'Android', device: 'phone' });
  });

  it('names browsers beyond the well-known ones, as their makers do', () => {
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Whale/3.24.223.21 Safari/537.36',
      ).browser,
    ).toBe('NAVER Whale Browser');
  });
});
