/**
 * Calendar days in a time zone (Europe/Paris for payouts: the nightly settlement, "this month", the
 * charts' days). A day is a 'YYYY-MM-DD' string; its start is found from the zone's offset and checked
 * again at the result, so a day that starts near a DST change (23 or 25 hours long) is still right.
 */
export type Day = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day `instant` falls in, in the zone. */
export function dayIn(timeZone: string, instant: Date): Day {
  const p = zonedParts(timeZone, instant);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant the day starts (its 00:00) in the zone. Throws on a string that is not a real day. */
export function dayStartIn(timeZone: string, day: Day): Date {
  const match = DAY_PATTERN.exec(day);
  const wallMidnight = match
    ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
    : Number.NaN;
  if (!Number.isFinite(wallMidnight) || new Date(wallMidnight).toISOString().slice(0, 10) !== day)
    throw new RangeError(`not a day: ${day}`);
  return wallStart(timeZone, wallMidnight);
}

/** The day after (or `n` days after, n may be negative): calendar arithmetic, no zone involved. */
export function nextDay(day: Day, n = 1): Day {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + n);
  return new Date(utc).toISOString().slice(0, 10);
}

/** The instant a calendar month starts in the zone, for the month that `now` falls in there. */
export function monthStartIn(timeZone: string, now: Date): Date {
  const parts = zonedParts(timeZone, now);
  return wallStart(timeZone, Date.UTC(parts.year, parts.month - 1, 1));
}

function wallStart(timeZone: string, wallMidnight: number): Date {
  let instant = wallMidnight - offsetMs(timeZone, new Date(wallMidnight));
  instant = wallMidnight - offsetMs(timeZone, new Date(instant));
  return new Date(instant);
}

/** One formatter per zone: building one costs ~100 µs, a chart of 90 days asks for a few hundred. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

function zonedParts(timeZone: string, at: Date) {
  const fields = formatterOf(timeZone).formatToParts(at);
  const get = (type: string) => Number(fields.find((f) => f.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant. */
function offsetMs(timeZone: string, at: Date): number {
  const p = zonedParts(timeZone, at);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}
