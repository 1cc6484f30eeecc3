import type { LRUCache } from 'lru-cache';
import type { AdSettings } from '../../../domain/api/ads';
import { clockedLru } from '../../cache/clocked-lru';
import type { AppContext } from '../../context';
import { dropOn } from '../../realtime/drop-on';
import type { RealtimeHub } from '../../realtime/hub';
import { networkConfigured } from './ads.presenter';
import { DEFAULT_AD_SETTINGS, readAdSettings } from './ads.repository';
import { ADSENSE_ORIGINS, type AdCspDirective } from './adsense';

/** Server-internal topic (sockets cannot follow `system:` topics): the ad settings were saved. */
export const ADS_SETTINGS_TOPIC = 'system:ads-settings';

export async function announceAdSettingsChange(realtime: RealtimeHub): Promise<void> {
  await realtime.publish(ADS_SETTINGS_TOPIC, { type: 'ads.settings' });
}

/**
 * Per-node copy of the ad settings, so building each response's content-security policy reads no
 * database: refreshed on every node the moment an admin saves (system:ads-settings fan-out), and
 * re-read at most every `ttlMs` (on ctx.clock) as a safety net for a missed notification.
 */
export class AdSettingsCache {
  /** The settings as last read: kept when a read fails, so a database hiccup changes no page. */
  private last: AdSettings = DEFAULT_AD_SETTINGS;
  private readonly held: LRUCache<'settings', AdSettings>;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'realtime' | 'logger' | 'clock'>,
    ttlMs = 30_000,
  ) {
    this.held = clockedLru<'settings', AdSettings>(ctx.clock, {
      max: 1,
      ttlMs,
      fetchMethod: (_key, _stale, { signal }) => this.read(signal),
    });
    const refresh = () => void this.refresh();
    this.unsubscribe = dropOn(ctx.realtime, [ADS_SETTINGS_TOPIC], refresh, refresh);
  }

  /** The settings as last read (synchronous, for the CSP directives). */
  current(): AdSettings {
    return this.last;
  }

  /** The settings, read again first when older than the TTL (concurrent callers share one read). */
  async fresh(): Promise<AdSettings> {
    return (await this.held.fetch('settings')) ?? this.last;
  }

  /** Reads the settings again now (after a save, or told so by another node). */
  refresh(): Promise<AdSettings> {
    this.held.delete('settings');
    return this.fresh();
  }

  /** The AdSense origins of a CSP directive when a network is configured, else none. */
  origins(directive: AdCspDirective): readonly string[] {
    return networkConfigured(this.last) ? ADSENSE_ORIGINS[directive] : [];
  }

  close(): void {
    this.unsubscribe();
  }

  private async read(signal: AbortSignal): Promise<AdSettings> {
    try {
      const settings = await readAdSettings(this.ctx.db.db);
      // A read overtaken by a refresh may hold what the save replaced: the newer read decides.
      if (!signal.aborted) this.last = settings;
    } catch (err) {
      // Keep the last known settings; try again after the TTL rather than on every request.
      this.ctx.logger.warn({ err }, 'ad settings could not be read');
    }
    return this.last;
  }
}
