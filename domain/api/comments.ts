import { z } from 'zod';
import { COMMENT_POLICIES, COMMENT_STATUSES } from '../comments';
import { authorSchema } from './accounts';

/**
 * The comments API (issue 29). Routes:
 * - GET    /api/videos/:id/comments?sort=top|newest&cursor=   → commentPageSchema (top-level comments;
 *          on the first page the pinned one comes first, and is not repeated on later pages)
 * - POST   /api/videos/:id/comments {text, parentId?}           → 201 commentSchema (status published or held)
 * - GET    /api/comments/:id                                    → linkedCommentSchema (one comment and its thread's head)
 * - GET    /api/comments/:id/replies?cursor=                    → replyPageSchema (oldest first)
 * - PATCH  /api/comments/:id {text}                             → commentSchema (author only; marked edited)
 * - DELETE /api/comments/:id                                    → 204 (author, the video's owner, an admin; replies go too)
 * - PUT|DELETE /api/comments/:id/like                           → commentSchema (any signed-in member, once)
 * - PUT|DELETE /api/comments/:id/pin                            → commentSchema (the video's owner; top-level; one per video)
 * - PUT|DELETE /api/comments/:id/heart                          → commentSchema (the video's owner)
 * - POST   /api/comments/:id/approve                            → commentSchema (the video's owner; a held comment)
 * - GET    /api/videos/:id/comment-settings                     → commentSettingsSchema (the video's owner)
 * - PATCH  /api/videos/:id/comment-settings {policy?}           → commentSettingsSchema
 * - GET    /api/me/comments/held?cursor=                        → heldCommentPageSchema (on the member's videos)
 * - GET|PUT /api/me/comments/watched-words {words}              → watchedWordsResultSchema
 * Errors: 400 validation_failed / comment_text_invalid / comment_too_long / invalid_cursor;
 * 401 unauthenticated; 403 comment_not_allowed (a sanction: details as upload_not_allowed's) and
 * forbidden; 404 video_not_found / comment_not_found; 409 comments_closed, comment_not_held,
 * comment_reply_depth (a reply to a reply); 429 rate_limited.
 * Realtime, on the video's topic (`follow-video`): {type:'comment.created', videoId, commentId,
 * parentId} for a published comment and {type:'comment.removed', videoId, commentId, parentId}.
 */

/** What the requesting member may do with a comment (the page shows only those buttons). */
export const commentAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  pin: z.boolean(),
  heart: z.boolean(),
  reply: z.boolean(),
  report: z.boolean(),
});

export const commentSchema = z.object({
  id: z.string(),
  videoId: z.string(),
  /** The top-level comment this replies to; null for a top-level comment. */
  parentId: z.string().nullable(),
  author: authorSchema,
  /** Whether the author is the video's owner (the page marks the creator's comments). */
  byCreator: z.boolean(),
  text: z.string(),
  status: z.enum(COMMENT_STATUSES),
  createdAt: z.string(),
  /** Set once the author edited the text. */
  editedAt: z.string().nullable(),
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
  /** Replies shown to everyone (top-level comments only; 0 for a reply). */
  replyCount: z.number().int(),
  pinned: z.boolean(),
  heartedByCreator: z.boolean(),
  abilities: commentAbilitiesSchema,
});
export type Comment = z.infer<typeof commentSchema>;

export const commentPageSchema = z.object({
  items: z.array(commentSchema),
  nextCursor: z.string().nullable(),
  /** Published comments and replies on the video, exact. */
  total: z.number().int(),
  policy: z.enum(COMMENT_POLICIES),
  /** Whether the requesting viewer may post now (signed in, not limited, comments not closed). */
  canPost: z.boolean(),
});
export type CommentPage = z.infer<typeof commentPageSchema>;

export const replyPageSchema = z.object({ items: z.array(commentSchema), nextCursor: z.string().nullable() });
export type ReplyPage = z.infer<typeof replyPageSchema>;

/** GET /api/comments/:id: one comment (a notification's link), with the thread's top-level comment when it is a reply. */
export const linkedCommentSchema = z.object({ comment: commentSchema, parent: commentSchema.nullable() });
export type LinkedComment = z.infer<typeof linkedCommentSchema>;

export const commentSettingsSchema = z.object({ policy: z.enum(COMMENT_POLICIES) });
export type CommentSettings = z.infer<typeof commentSettingsSchema>;

/** A comment waiting for the creator's approval, with the video it is on. */
export const heldCommentSchema = commentSchema.extend({
  video: z.object({ id: z.string(), title: z.string() }),
});
export const heldCommentPageSchema = z.object({
  items: z.array(heldCommentSchema),
  nextCursor: z.string().nullable(),
});
export type HeldCommentPage = z.infer<typeof heldCommentPageSchema>;

export const watchedWordsResultSchema = z.object({ words: z.array(z.string()) });

export const commentParams = z.object({ id: z.uuid({ error: 'comment_not_found' }) });
