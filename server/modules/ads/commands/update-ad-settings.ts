import type { z } from 'zod';
import type { AdSettings, adSettingsPatchSchema } from '../../../../domain/api/ads';
import type { AppContext } from '../../../context';
import { withTransaction } from '../../../db/with-transaction';
import type { Actor } from '../../../standing/actor';
import { recordAdminAction } from '../../audit/audit.public';
import type { AdSettingsCache } from '../ad-settings-cache';
import { announceAdSettingsChange } from '../ad-settings-cache';
import { authorize } from '../ads.policy';
import { lockAdSettings, writeAdSettings } from '../ads.repository';

export type AdSettingsPatch = z.infer<typeof adSettingsPatchSchema>;

/** Only the fields sent change; then every api node's copy (and so its CSP) follows at once. */
export const mergeAdSettings = (current: AdSettings, patch: AdSettingsPatch): AdSettings => ({
  enabled: patch.enabled ?? current.enabled,
  publisherId: patch.publisherId === undefined ? current.publisherId : patch.publisherId,
  slots: {
    homeFeed: patch.slots?.homeFeed === undefined ? current.slots.homeFeed : patch.slots.homeFeed,
    watch: patch.slots?.watch === undefined ? current.slots.watch : patch.slots.watch,
  },
});

export async function updateAdSettings(
  ctx: AppContext,
  cache: AdSettingsCache,
  {
    actor,
    patch,
    requestId = null,
  }: { actor: Actor | null; patch: AdSettingsPatch; requestId?: string | null },
): Promise<AdSettings> {
  authorize(actor, 'configure');
  const saved = await withTransaction(ctx, async ({ tx, afterCommit }) => {
    const now = ctx.clock.now();
    const before = await lockAdSettings(tx, now);
    const next = mergeAdSettings(before, patch);
    await writeAdSettings(tx, next, now);
    await recordAdminAction(
      tx,
      {
        actor,
        action: 'ads.update-settings',
        targetType: 'ad_settings',
        targetId: null,
        before,
        after: next,
        requestId,
      },
      now,
    );
    afterCommit(() => announceAdSettingsChange(ctx.realtime));
    return next;
  });
  // This node answers its admin's next page under the new policy without waiting for the fan-out.
  await cache.refresh();
  return saved;
}
