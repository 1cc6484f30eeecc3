export type ImageFormat = 'jpeg' | 'png' | 'webp';

let loading: Promise<typeof import('sharp')> | null = null;
/**
 * sharp (libvips) is loaded with the first image: it adds some 20 MB to a process that may never
 * see one (a worker, an api node serving reads), so it stays out of the idle footprint.
 */
async function sharpLib() {
  loading ??= import('sharp');
  return (await loading).default;
}

/**
 * The real format of an image, read from its bytes (never from the file name or the browser's
 * content type), or null when the bytes are not a JPEG, PNG or WebP image sharp can decode.
 */
export async function detectImageFormat(bytes: Buffer): Promise<ImageFormat | null> {
  const sharp = await sharpLib();
  try {
    const meta = await sharp(bytes, { failOn: 'error' }).metadata();
    return meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' ? meta.format : null;
  } catch {
    return null;
  }
}

/** Square, centred crop as WebP (avatars, channel pictures); strips metadata such as GPS. */
export async function squareWebp(bytes: Buffer, size: number): Promise<Buffer> {
  const sharp = await sharpLib();
  return sharp(bytes).rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
}

/** Fits within width×height without enlarging, as WebP (thumbnails, covers). */
export async function fitWebp(bytes: Buffer, width: number, height: number): Promise<Buffer> {
  const sharp = await sharpLib();
  return sharp(bytes)
    .rotate()
    .resize(width, height, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
