import { z } from 'zod';

/** The places an ad can appear (DESIGN §4 Ads): the home feed and the watch page. */
export const AD_PLACEMENTS = ['homeFeed', 'watch'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** AdSense publisher id, e.g. ca-pub-1234567890123456. */
export const adPublisherIdSchema = z
  .string()
  .trim()
  .regex(/^ca-pub-\d{10,20}$/, { error: 'invalid_ad_publisher_id' });
/** An ad unit's slot id (digits). */
export const adSlotIdSchema = z
  .string()
  .trim()
  .regex(/^\d{6,20}$/, { error: 'invalid_ad_slot_id' });

/** The ad network settings an admin edits at /adsense-setup (stored in app_settings 'ads'). */
export const adSettingsSchema = z.object({
  enabled: z.boolean(),
  publisherId: adPublisherIdSchema.nullable(),
  slots: z.object({ homeFeed: adSlotIdSchema.nullable(), watch: adSlotIdSchema.nullable() }),
});
export type AdSettings = z.infer<typeof adSettingsSchema>;

/** PATCH /api/admin/ads: only the fields sent change. */
export const adSettingsPatchSchema = z
  .object({
    enabled: z.boolean().optional(),
    publisherId: adPublisherIdSchema.nullable().optional(),
    slots: z
      .object({ homeFeed: adSlotIdSchema.nullable().optional(), watch: adSlotIdSchema.nullable().optional() })
      .optional(),
  })
  .strict();

/**
 * GET /api/ads: what this viewer's pages show. `show` is false for Premium (no ad slots at all);
 * `network` is null when the admin configured none (or turned it off): slots then show house ads
 * promoting Premium. The network's script still loads only with marketing consent (web side).
 */
export const adConfigSchema = z.object({
  show: z.boolean(),
  network: z
    .object({
      publisherId: z.string(),
      scriptUrl: z.string(),
      slots: z.object({ homeFeed: z.string().nullable(), watch: z.string().nullable() }),
    })
    .nullable(),
});
export type AdConfig = z.infer<typeof adConfigSchema>;
