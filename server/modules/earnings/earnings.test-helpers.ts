import { randomUUID } from 'node:crypto';
import type { ViewValidated } from './reactions/credit-paid-view';

/**
 * A validated view that pays: a Premium member watching another member's public, monetized
 * 5-minute video. Tests change one fact at a time.
 */
export function paidViewEvent(change: Partial<ViewValidated> = {}): ViewValidated {
  return {
    viewId: randomUUID(),
    videoId: randomUUID(),
    ownerId: 'creator-1',
    viewerUserId: 'viewer-1',
    viewerPremium: true,
    viewerIsOwner: false,
    viewerSanctioned: false,
    videoPublic: true,
    videoMonetized: true,
    videoDurationS: 300,
    validatedAt: '2026-11-27T10:00:00.000Z',
    ...change,
  };
}
