import { Link } from 'react-router';
import { seekPlayer } from '@/lib/player-seek';

// "1:23", "12:05", "1:02:03" standing alone (not inside "10:30:00:00" or "v1:20a"); the same
// timecodes as comments' (domain/comments.ts), without bringing zod into the watch page.
const TIMECODE = /(?<![\p{L}\p{N}:])((?:\d{1,2}:)?\d{1,3}:[0-5]\d)(?![\p{L}\p{N}:])/gu;

/** The text cut into plain parts and timecodes (with their seconds). */
export function descriptionParts(text: string): ({ text: string } | { text: string; seconds: number })[] {
  const parts: ({ text: string } | { text: string; seconds: number })[] = [];
  let last = 0;
  for (const match of text.matchAll(TIMECODE)) {
    const clock = match[0];
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: clock, seconds: clock.split(':').reduce((total, n) => total * 60 + Number(n), 0) });
    last = match.index + clock.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * A video's description as written, its timecodes turned into `?t=` links (shareable; on this
 * page they move the player instead of reloading). Nothing else in it is interpreted.
 */
export function DescriptionText({ videoId, text }: { videoId: string; text: string }) {
  return (
    <p className="whitespace-pre-line break-words">
      {descriptionParts(text).map((part, i) => {
        const key = `${i}-${part.text}`;
        if (!('seconds' in part)) return <span key={key}>{part.text}</span>;
        return (
          <Link
            key={key}
            to={`/watch/${videoId}?t=${part.seconds}`}
            onClick={(event) => {
              if (seekPlayer(videoId, part.seconds)) event.preventDefault();
            }}
            className="font-medium text-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {part.text}
          </Link>
        );
      })}
    </p>
  );
}
