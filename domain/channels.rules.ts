// The zod-free half of channels.ts (which re-exports it): the header's search form reads the topics.

/** Channel topics (spec §3), in the order the form lists them. */
export const CHANNEL_TOPICS = [
  'gaming',
  'technology',
  'education',
  'entertainment',
  'music',
  'sports',
  'cooking',
  'travel',
  'lifestyle',
  'science',
  'art',
  'business',
  'news',
  'comedy',
  'health',
  'fashion',
  'action',
  'horror',
  'heroic_fantasy',
  'romantic_comedy',
  'drama',
  'science_fiction',
  'crime',
  'other',
] as const;
export type ChannelTopic = (typeof CHANNEL_TOPICS)[number];

export const CHANNEL_NAME_MAX = 100;
export const CHANNEL_DESCRIPTION_MAX = 5000;
