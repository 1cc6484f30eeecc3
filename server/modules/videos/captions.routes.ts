import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CaptionsEditor, captionsEditorSchema } from '../../../domain/api/captions';
import { CAPTION_RULES, captionCuesPatchSchema, captionLanguageSchema } from '../../../domain/captions';
import type { AppContext } from '../../context';
import { withTransaction } from '../../db/with-transaction';
import { MEMBERS_ONLY } from '../../plugins/openapi';
import { readSingleFile } from '../../plugins/read-file';
import type { Actor } from '../../standing/actor';
import { automaticCaptionLanguages, requestAutomaticCaptions } from './commands/caption-video';
import {
  captionTracks,
  deleteCaptions,
  editCaptions,
  uploadCaptions,
  videoLanguage,
} from './commands/manage-captions';
import { captionVideoJob } from './jobs/caption-video.job';

const idParams = z.object({ id: z.uuid() });
const trackParams = z.object({ id: z.uuid(), lang: captionLanguageSchema });
const editorResponse = { 200: captionsEditorSchema };

/**
 * The caption editor's routes on the video edit page (docs/decisions/0037-captions.md): a video's
 * tracks, upload (multipart "file", WebVTT or SRT ≤ 1 MB), correction, deletion and the request
 * for automatic captions. Owner or admin only; anyone else gets the video's 404.
 */
export const captionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const editor = async (actor: Actor, videoId: string): Promise<CaptionsEditor> => {
      const { video, tracks } = await captionTracks(ctx, actor, videoId);
      return {
        videoLanguage: await videoLanguage(ctx, video),
        videoLanguageSet: video.language !== null,
        automaticLanguages: await automaticCaptionLanguages(ctx),
        tracks: tracks.map((t) => ({
          language: t.language,
          auto: t.auto,
          edited: t.edited,
          updatedAt: t.updatedAt.toISOString(),
          cues: t.cues,
        })),
      };
    };

    app.get(
      '/api/videos/:id/captions',
      {
        schema: {
          security: MEMBERS_ONLY,
          tags: ['videos'],
          summary: 'The caption tracks of my video, with their cues (caption editor)',
          params: idParams,
          response: editorResponse,
        },
      },
      async (request) => editor(await request.requireActor(), request.params.id),
    );

    app.put(
      '/api/videos/:id/captions/:lang',
      {
        schema: {
          security: MEMBERS_ONLY,
          errors: { 400: ['captions_invalid'], 413: ['captions_too_large'] },
          tags: ['videos'],
          summary:
            'Upload the captions of one language (multipart "file": WebVTT or SRT, UTF-8, max 1 MB); replaces that track',
          params: trackParams,
          consumes: ['multipart/form-data'],
          response: editorResponse,
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        const { bytes } = await readSingleFile(request, {
          maxBytes: CAPTION_RULES.maxBytes,
          tooLargeCode: 'captions_too_large',
          invalidCode: 'captions_invalid',
        });
        await uploadCaptions(ctx, actor, request.params.id, request.params.lang, bytes);
        return editor(actor, request.params.id);
      },
    );

    app.patch(
      '/api/videos/:id/captions/:lang',
      {
        schema: {
          security: MEMBERS_ONLY,
          errors: { 400: ['caption_cues_invalid'], 404: ['captions_not_found'] },
          tags: ['videos'],
          summary: 'Correct a caption track: its cues, in order (times and text)',
          params: trackParams,
          body: captionCuesPatchSchema,
          response: editorResponse,
        },
      },
      async (request) => {
        const actor = await request.requireActor();
        await editCaptions(ctx, actor, request.params.id, request.params.lang, request.body.cues);
        return editor(actor, request.params.id);
      },
    );

    app.delete(
      '/api/videos/:id/captions/:lang',
      {
        schema: {
          security: MEMBERS_ONLY,
          errors: { 404: ['captions_not_found'] },
          tags: ['videos'],
          summary: 'Delete a caption track',
          params: trackParams,
        },
      },
      async (request, reply) => {
        await deleteCaptions(ctx, await request.requireActor(), request.params.id, request.params.lang);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/videos/:id/captions/automatic',
      {
        schema: {
          security: MEMBERS_ONLY,
          // No engine covers the video's language on this server.
          errors: { 409: ['captions_no_engine'] },
          tags: ['videos'],
          summary:
            "Make automatic captions in the video's language (queued; never over an uploaded or corrected track)",
          params: idParams,
        },
      },
      async (request, reply) => {
        await requestAutomaticCaptions(ctx, await request.requireActor(), request.params.id, (data) =>
          withTransaction(ctx, ({ enqueue }) =>
            // Asked again later (after a correction was deleted, say) queues a new run.
            enqueue(captionVideoJob, data, {
              dedupKey: `${data.videoId}:${data.generation}:${ctx.clock.now().getTime()}`,
            }),
          ),
        );
        return reply.status(202).send();
      },
    );
  };
