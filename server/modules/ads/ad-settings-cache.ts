import type { AdSettings } from '../../../domain/api/ads';
import type { AppContext } from '../../context';
import { RECONNECTED_TOPIC, type RealtimeHub } from '../../realtime/hub';
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
 * re-read at most every `ttlMs` as a safety net for a missed notification.
 */
export class AdSettingsCache {
  private value: AdSettings = DEFAULT_AD_SETTINGS;
  private readAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<AdSettings> | null = null;
  /** Grows on each invalidation: a read that started before one does not count as fresh. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'realtime' | 'logger'>,
    private readonly ttlMs = 30_000,
  ) {
    const offSaved = ctx.realtime.subscribe(ADS_SETTINGS_TOPIC, () => void this.refresh());
    const offReconnect = ctx.realtime.subscribe(RECONNECTED_TOPIC, () => void this.refresh());
    this.unsubscribe = () => {
      offSaved();
      offReconnect();
    };
  }

  /** The settings as last read (synchronous, for the CSP directives). */
  current(): AdSettings {
    return this.value;
  }

  /** The settings, read again first when older than the TTL. */
  fresh(): Promise<AdSettings> {
    if (Date.now() - this.readAt < this.ttlMs) return Promise.resolve(this.value);
    this.pending ??= this.read().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Reads the settings again now (after a save, or told so by another node). */
  async refresh(): Promise<AdSettings> {
    this.generation++;
    this.readAt = Number.NEGATIVE_INFINITY;
    await this.pending;
    return this.fresh();
  }

  /** The AdSense origins of a CSP directive when a network is configured, else none. */
  origins(directive: AdCspDirective): readonly string[] {
    return networkConfigured(this.value) ? ADSENSE_ORIGINS[directive] : [];
  }

  close(): void {
    this.unsubscribe();
  }

  private async read(): Promise<AdSettings> {
    const generation = this.generation;
    try {
      this.value = await readAdSettings(this.ctx.db.db);
    } catch (err) {
      // Keep the last known settings; try again after the TTL rather than on every request.
      this.ctx.logger.warn({ err }, 'ad settings could not be read');
    }
    if (generation === this.generation) this.readAt = Date.now();
    return this.value;
  }
}
