/** What other modules (moderation) may use of comments: its seams, run inside their transaction. */
export {
  type CommentModerationFacts,
  commentForModeration,
  removeCommentByModeration,
  restoreCommentByModeration,
  setAuthorCommentsHidden,
} from './commands/moderate-comment';
