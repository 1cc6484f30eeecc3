import { isIP } from 'node:net';
import { clockedLru } from '../../cache/clocked-lru';
import { type Clock, systemClock } from '../../clock';

/**
 * The country of an IP address from public IP-lookup services, tried in turn (DESIGN/spec: three
 * services, 4000 ms each). Each answer is read for a two-letter code in `country`, `countryCode` or
 * `country_code`. Private and loopback addresses are never sent out. Answers are remembered an hour
 * per IP (bounded, on the app's clock), and concurrent requests of one IP share one lookup, so a
 * visitor's pages do not each cost three requests.
 */
export interface GeoResolver {
  countryOf(ip: string): Promise<string | null>;
}

export interface GeoOptions {
  /** URL templates; `{ip}` is replaced by the address. */
  lookupUrls: string[];
  timeoutMs: number;
  fetch?: typeof fetch;
  cacheTtlMs?: number;
  maxEntries?: number;
  /** The app's clock (ctx.clock), on which answers age; the system's by default. */
  clock?: Clock;
}

const FIELDS = ['country', 'countryCode', 'country_code'] as const;

function countryIn(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  for (const field of FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value.trim())) return value.trim().toUpperCase();
  }
  return null;
}

/** Loopback, private, link-local and unique-local addresses: nothing to look up. */
export function isPublicIp(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number) as [number, number];
    return !(
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (isIP(ip) === 6) return !(ip === '::1' || /^f[cd]/i.test(ip) || /^fe[89ab]/i.test(ip));
  return false;
}

export function createGeoResolver(options: GeoOptions): GeoResolver {
  const doFetch = options.fetch ?? fetch;
  // Boxed: "no country" is an answer worth remembering too, and lru-cache holds no null.
  const cache = clockedLru<string, { country: string | null }>(options.clock ?? systemClock, {
    max: options.maxEntries ?? 10_000,
    ttlMs: options.cacheTtlMs ?? 3_600_000,
    fetchMethod: async (ip) => ({ country: await lookup(ip) }),
  });

  async function lookup(ip: string): Promise<string | null> {
    for (const template of options.lookupUrls) {
      try {
        const response = await doFetch(template.replace('{ip}', encodeURIComponent(ip)), {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) continue;
        const country = countryIn(await response.json());
        if (country) return country;
      } catch {
        // Timeout, network error or not JSON: the next service.
      }
    }
    return null;
  }

  return {
    async countryOf(ip) {
      if (!isPublicIp(ip) || options.lookupUrls.length === 0) return null;
      return (await cache.fetch(ip))?.country ?? null;
    },
  };
}
