import type { CaptionsEditor } from '@domain/api/captions';
import type { Cue } from '@domain/captions';
import type { Locale } from '@domain/locales';
import { api } from '@/lib/api';

/** Types inferred from the API's response schemas (domain/api/captions.ts): one contract. */
export type { CaptionsEditor, CaptionTrack } from '@domain/api/captions';

export const captionKeys = {
  editor: (videoId: string) => ['captions', 'editor', videoId] as const,
};

const base = (videoId: string) => `/api/videos/${encodeURIComponent(videoId)}/captions`;

export const captionsApi = {
  editor: (videoId: string) => api<CaptionsEditor>(base(videoId)),
  upload: (videoId: string, language: Locale, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api<CaptionsEditor>(`${base(videoId)}/${language}`, { method: 'PUT', body });
  },
  save: (videoId: string, language: Locale, cues: Cue[]) =>
    api<CaptionsEditor>(`${base(videoId)}/${language}`, { method: 'PATCH', json: { cues } }),
  remove: (videoId: string, language: Locale) =>
    api<void>(`${base(videoId)}/${language}`, { method: 'DELETE' }),
  /** The language spoken in the video (PATCH /api/videos/:id): what automatic captions are made in. */
  setVideoLanguage: (videoId: string, language: Locale) =>
    api<unknown>(`/api/videos/${encodeURIComponent(videoId)}`, { method: 'PATCH', json: { language } }),
  requestAutomatic: (videoId: string) => api<void>(`${base(videoId)}/automatic`, { method: 'POST' }),
};
