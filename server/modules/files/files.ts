/** Public images are served from /api/files/<key>; only these storage prefixes are public. */
export const PUBLIC_FILE_PREFIXES = [
  'avatars/',
  'channel-images/',
  'thumbnails/',
  'posters/',
  'news-covers/',
];

export const publicFileUrl = (key: string) => `/api/files/${key}`;

export function keyFromPublicUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith('/api/files/')) return null;
  const key = url.slice('/api/files/'.length);
  return PUBLIC_FILE_PREFIXES.some((p) => key.startsWith(p)) ? key : null;
}
