/** Shared with the earnings dashboard (its payout account pages open in a new tab too). */
export { browserTab, openInNewTab } from '@/lib/open-in-new-tab';
