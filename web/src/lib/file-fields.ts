import { IMAGE_MIME_TYPES } from '@domain/limits';
import { z } from 'zod';

/** A check of a chosen file: an error code, or null when it may be sent. */
export type FileCheck = (file: File) => string | null | Promise<string | null>;

/**
 * The form's first gate for an image (the server checks the real bytes again): an error code for
 * a file of the wrong type or size, null when it may be sent.
 */
export function checkImageFile(file: File, maxBytes: number): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'invalid_image';
  if (file.size > maxBytes) return 'image_too_large';
  return null;
}

const chosenFile = z.custom<File | null>((value) => value === null || value instanceof File);

/**
 * A file input as a form field (the domain's schemas describe what is sent, not the picker): the
 * chosen file, refused with `requiredCode` when there is none, or with the check's code.
 */
export function requiredFile(requiredCode: string, check: FileCheck) {
  return chosenFile.transform(async (file, ctx) => {
    if (!file) {
      ctx.addIssue({ code: 'custom', message: requiredCode });
      return z.NEVER;
    }
    const problem = await check(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    return file;
  });
}

/** Same, for a file the member may leave out (null). */
export function optionalFile(check: FileCheck) {
  return chosenFile.superRefine(async (file, ctx) => {
    const problem = file && (await check(file));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}
