/** What a key asks of the player (YouTube's shortcuts, which viewers already know). */
export type PlayerAction =
  | { kind: 'togglePlay' }
  | { kind: 'seekBy'; seconds: number }
  | { kind: 'seekToFraction'; fraction: number }
  | { kind: 'frame'; direction: 1 | -1 }
  | { kind: 'volumeBy'; delta: number }
  | { kind: 'toggleMute' }
  | { kind: 'toggleFullscreen' }
  | { kind: 'togglePip' }
  | { kind: 'toggleCaptions' }
  | { kind: 'speedBy'; step: 1 | -1 };

interface KeyInput {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** Typing in a field, or a control that answers these keys itself, keeps them. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  // A focused button or link is pressed with space and Enter; a slider moves with the arrows.
  if ((tag === 'BUTTON' || tag === 'A') && (key === ' ' || key === 'Enter')) return true;
  return target.getAttribute('role') === 'slider' && key.startsWith('Arrow');
}

/** The action of a key pressed in the player, or null when the key is not the player's. */
export function playerAction(event: KeyInput, paused: boolean): PlayerAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || ownsKey(event.target, event.key)) return null;
  const key = event.key;
  if (/^[0-9]$/.test(key)) return { kind: 'seekToFraction', fraction: Number(key) / 10 };
  switch (key) {
    case ' ':
    case 'k':
    case 'K':
      return { kind: 'togglePlay' };
    case 'j':
    case 'J':
      return { kind: 'seekBy', seconds: -10 };
    case 'l':
    case 'L':
      return { kind: 'seekBy', seconds: 10 };
    case 'ArrowLeft':
      return { kind: 'seekBy', seconds: -5 };
    case 'ArrowRight':
      return { kind: 'seekBy', seconds: 5 };
    case 'ArrowUp':
      return { kind: 'volumeBy', delta: 0.05 };
    case 'ArrowDown':
      return { kind: 'volumeBy', delta: -0.05 };
    case 'm':
    case 'M':
      return { kind: 'toggleMute' };
    case 'f':
    case 'F':
      return { kind: 'toggleFullscreen' };
    case 'i':
    case 'I':
      return { kind: 'togglePip' };
    case 'c':
    case 'C':
      return { kind: 'toggleCaptions' };
    case '>':
      return { kind: 'speedBy', step: 1 };
    case '<':
      return { kind: 'speedBy', step: -1 };
    case '.':
      return paused ? { kind: 'frame', direction: 1 } : null;
    case ',':
      return paused ? { kind: 'frame', direction: -1 } : null;
    default:
      return null;
  }
}
