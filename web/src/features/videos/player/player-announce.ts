import type { PlayerAction } from './player-keys';

/** What the player is like once a key's action ran (read from the video element, and the captions before it). */
export interface PlayerNow {
  volume: number;
  muted: boolean;
  rate: number;
  /** Captions were showing before the action (a toggle flips them). */
  captionsWereOn: boolean;
}

type Said = { key: string; values?: Record<string, string | number> };

/**
 * What a screen reader hears after a keyboard shortcut whose effect is not otherwise spoken (the
 * player's live region): the new volume, sound on or off, speed, captions on or off, a jump. Play,
 * pause and fullscreen are heard or seen for themselves.
 */
export function saidAfter(
  action: PlayerAction,
  now: PlayerNow,
  formatRate: (rate: number) => string,
): Said | null {
  switch (action.kind) {
    case 'volumeBy':
      return now.muted
        ? { key: 'player.saidMuted' }
        : { key: 'player.saidVolume', values: { percent: Math.round(now.volume * 100) } };
    case 'toggleMute':
      return { key: now.muted ? 'player.saidMuted' : 'player.saidUnmuted' };
    case 'speedBy':
      return { key: 'player.saidSpeed', values: { speed: formatRate(now.rate) } };
    case 'toggleCaptions':
      return { key: now.captionsWereOn ? 'player.saidCaptionsOff' : 'player.saidCaptionsOn' };
    case 'seekBy':
      return {
        key: action.seconds > 0 ? 'player.saidForward' : 'player.saidBack',
        values: { seconds: Math.abs(action.seconds) },
      };
    default:
      return null;
  }
}
