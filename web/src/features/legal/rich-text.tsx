import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { parseInline } from './inline-text';
import { findMatches } from './text-search';

/** `text` with every match of `query` in a <mark>. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const ranges = findMatches(text, query);
  if (ranges.length === 0) return text;
  const pieces: ReactNode[] = [];
  let last = 0;
  for (const [start, end] of ranges) {
    if (start > last) pieces.push(text.slice(last, start));
    pieces.push(
      <mark key={start} className="rounded-sm bg-primary/20 px-0.5 text-foreground">
        {text.slice(start, end)}
      </mark>,
    );
    last = end;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}

/** A legal text: internal `[label](/path)` links become router links; search matches are marked. */
export function RichText({ text, query }: { text: string; query: string }) {
  return parseInline(text).map((part, index) =>
    part.to ? (
      <Link
        key={index}
        to={part.to}
        className="font-medium text-primary underline underline-offset-4 hover:no-underline"
      >
        <Highlight text={part.text} query={query} />
      </Link>
    ) : (
      <Highlight key={index} text={part.text} query={query} />
    ),
  );
}
