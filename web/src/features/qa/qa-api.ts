import type { QaFeedbackPage } from '@domain/api/qa';
import { api } from '@/lib/api';

export type { QaFeedback, QaFeedbackPage } from '@domain/api/qa';

export const qaKeys = { feedback: ['qa', 'feedback'] as const };

export const qaApi = {
  sendFeedback: (input: { message: string; pagePath: string }) =>
    api<{ id: string }>('/api/qa/feedback', { method: 'POST', json: input }),
  feedbackPage: (cursor?: string) =>
    api<QaFeedbackPage>(`/api/admin/qa-feedback${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`),
};
