/** Plans and their prices (spec §9). Money is integer euro cents everywhere. */
export const PLANS = {
  free: { priceCents: 0, maxProfiles: 1, maxQuality: 480, ads: true },
  premium: { priceCents: 299, maxProfiles: 5, maxQuality: 2160, ads: false },
} as const;

export type PlanId = keyof typeof PLANS;
export const CURRENCY = 'EUR';

export const MONEY_BACK_GUARANTEE_DAYS = 7;
export const PRICE_RISE_NOTICE_DAYS = 30;

/** Social-proof figures shown on the pricing page (spec: Pricing). */
export const SOCIAL_PROOF = { users: 10_000, hoursWatched: 50_000_000, satisfactionPercent: 98 } as const;
