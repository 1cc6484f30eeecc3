/**
 * Recognising a video container by its first bytes — never by its name or the browser's type.
 * The server also asks ffprobe; this check is the cheap first gate (a text file renamed .mp4 fails here).
 */
export type VideoContainer = 'mp4' | 'mov' | 'webm' | 'avi';

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

export function sniffVideoContainer(bytes: Uint8Array): VideoContainer | null {
  if (bytes.length < 12) return null;
  // ISO BMFF: size(4) 'ftyp' brand(4). QuickTime brand 'qt  ' is MOV; the rest (isom, mp42, avc1, M4V…) MP4.
  if (ascii(bytes, 4, 4) === 'ftyp') return ascii(bytes, 8, 4) === 'qt  ' ? 'mov' : 'mp4';
  // Older QuickTime files start with a moov/mdat/wide/free atom instead of ftyp.
  if (['moov', 'mdat', 'wide', 'free'].includes(ascii(bytes, 4, 4))) return 'mov';
  // EBML header (Matroska/WebM); the DocType says which.
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    const head = ascii(bytes, 0, Math.min(bytes.length, 64));
    return head.includes('webm') ? 'webm' : null;
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'AVI ') return 'avi';
  return null;
}

/** Whether ffprobe's format_name (e.g. "mov,mp4,m4a,3gp,3g2,mj2") agrees with the sniffed container. */
export function probeAgrees(container: VideoContainer, formatName: string): boolean {
  const names = formatName.split(',');
  if (container === 'mp4' || container === 'mov') return names.includes('mov') || names.includes('mp4');
  if (container === 'webm') return names.includes('webm') || names.includes('matroska');
  return names.includes('avi');
}
