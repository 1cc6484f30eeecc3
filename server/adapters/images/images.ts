import sharp from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/**
 * The real format of an image, read from its bytes (never from the file name or the browser's
 * content type), or null when the bytes are not a JPEG, PNG or WebP image sharp can decode.
 */
export async function detectImageFormat(bytes: Buffer): Promise<ImageFormat | null> {
  try {
    const meta = await sharp(bytes, { failOn: 'error' }).metadata();
    return meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' ? meta.format : null;
  } catch {
    return null;
  }
}

/** Square, centred crop as WebP (avatars, channel pictures); strips metadata such as GPS. */
export async function squareWebp(bytes: Buffer, size: number): Promise<Buffer> {
  return sharp(bytes).rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
}

/** Fits within width×height without enlarging, as WebP (thumbnails, covers). */
export async function fitWebp(bytes: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(bytes)
    .rotate()
    .resize(width, height, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
