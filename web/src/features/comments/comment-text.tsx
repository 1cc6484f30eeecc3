import { commentSegments } from '@domain/comments';
import { useTranslation } from '@/i18n/react';
import { seekPlayer } from '@/lib/player-seek';

/**
 * A comment's text as React text nodes: nothing in it is markup. Only what `commentSegments` finds
 * becomes something else — an http(s) link (nofollow ugc, new tab), a mention (styled; members have
 * no page by username yet), a timecode that seeks this video's player.
 */
export function CommentText({
  text,
  videoId,
  seekable = true,
}: {
  text: string;
  videoId: string;
  /** False where no player of the video is on the page (the dashboard's queue): timecodes stay text. */
  seekable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <p className="whitespace-pre-line break-words text-sm" data-testid="comment-text">
      {commentSegments(text).map((segment, i) => {
        const key = `${i}-${segment.kind}`;
        switch (segment.kind) {
          case 'link':
            return (
              <a
                key={key}
                href={segment.href}
                target="_blank"
                rel="nofollow ugc noopener noreferrer"
                className="text-primary underline underline-offset-2 break-all"
              >
                {segment.text}
              </a>
            );
          case 'mention':
            return (
              <span key={key} className="font-medium text-primary" data-mention={segment.username}>
                {segment.text}
              </span>
            );
          case 'timecode':
            if (!seekable) return <span key={key}>{segment.text}</span>;
            return (
              <button
                key={key}
                type="button"
                className="font-medium text-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={t('comments.seekTo', { time: segment.text })}
                onClick={() => seekPlayer(videoId, segment.seconds)}
              >
                {segment.text}
              </button>
            );
          default:
            return <span key={key}>{segment.text}</span>;
        }
      })}
    </p>
  );
}
