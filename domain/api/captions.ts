import { z } from 'zod';
import { captionLanguageSchema, cueSchema } from '../captions';

/** A caption track as the caption editor reads it. */
export const captionTrackSchema = z.object({
  language: captionLanguageSchema,
  /** Generated automatically (and `edited` once the owner corrected it). */
  auto: z.boolean(),
  edited: z.boolean(),
  updatedAt: z.string(),
  cues: z.array(cueSchema),
});
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

/** GET /api/videos/:id/captions (owner or admin): the tracks, and what automatic captions can do. */
export const captionsEditorSchema = z.object({
  /** The language spoken in the video: the owner's choice, else their interface language. */
  videoLanguage: captionLanguageSchema,
  /** Whether the owner set it (PATCH /api/videos/:id { language }) or it is the default. */
  videoLanguageSet: z.boolean(),
  /** The languages an automatic-captions engine covers on this server. */
  automaticLanguages: z.array(captionLanguageSchema),
  tracks: z.array(captionTrackSchema),
});
export type CaptionsEditor = z.infer<typeof captionsEditorSchema>;
