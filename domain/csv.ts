/**
 * One CSV field: quoted, quotes doubled, and a leading = + - @ tab or carriage return made inert
 * (prefixed with ') so a spreadsheet never runs a cell as a formula. The one escaping of every CSV
 * the server writes (earnings statements, the members export).
 */
export const csvField = (value: string | number | boolean | null): string => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** One CSV line, CRLF-terminated (RFC 4180). */
export const csvLine = (fields: readonly (string | number | boolean | null)[]) =>
  `${fields.map(csvField).join(',')}\r\n`;
