import { z } from 'zod';
import { defineEvent } from '../../jobs/registry';

/**
 * A channel's topics changed: what is derived from them elsewhere (the home themes of its videos)
 * is brought up to date by the reactions the modules' manifests declare (videos.manifest.ts).
 */
export const channelTopicsChanged = defineEvent('channels.topics-changed', z.object({ channelId: z.uuid() }));
