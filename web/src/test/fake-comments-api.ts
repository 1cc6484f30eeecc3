import type { Comment, CommentPage, ReplyPage } from '@domain/api/comments';
import type { CommentPolicy } from '@domain/comments';
import { json } from '@/test/json-response';

/**
 * An in-memory stand-in for the comments API (domain/api/comments.ts), for web tests: it pages with
 * opaque cursors, orders top and newest, puts the pinned one first, and records every request, so
 * the components are tested against the contract, not against canned answers per test.
 */
export const FAKE_VIDEO = '00000000-0000-4000-8000-0000000000c1';
const NONE = { edit: false, delete: false, pin: false, heart: false, reply: true, report: true };
let seq = 0;

export function fakeComment(overrides: Partial<Comment> & { text: string }): Comment {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    videoId: FAKE_VIDEO,
    parentId: null,
    author: { id: `u${seq}`, username: `member${seq}`, displayName: `Membre ${seq}`, avatarUrl: null },
    byCreator: false,
    status: 'published',
    createdAt: new Date(Date.UTC(2026, 10, 27, 10, seq)).toISOString(),
    editedAt: null,
    likeCount: 0,
    likedByMe: false,
    replyCount: 0,
    pinned: false,
    heartedByCreator: false,
    // As the server: only a top-level comment takes replies (a reply to a reply answers its thread).
    abilities: { ...NONE, reply: !overrides.parentId },
    ...overrides,
  };
}

export interface Request {
  method: string;
  path: string;
  body: unknown;
}

export class FakeCommentsApi {
  comments: Comment[] = [];
  policy: CommentPolicy = 'open';
  canPost = true;
  pageSize = 20;
  requests: Request[] = [];
  /** Answers POST /comments with this error instead (e.g. 403 comment_not_allowed). */
  postError: { status: number; code: string; details?: unknown } | null = null;
  session: { user: unknown; sanctions: unknown[] } = { user: null, sanctions: [] };
  /** Who posts: the author of what POST creates. */
  me = { id: 'me', username: 'moi', displayName: 'Moi', avatarUrl: null };

  fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://kinora.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    this.requests.push({ method, path: url.pathname, body });
    const path = url.pathname;
    if (path === '/api/session') return json(this.session);
    const list = path.match(/^\/api\/videos\/([^/]+)\/comments$/);
    if (list && method === 'GET') return json(this.page(url.searchParams));
    if (list && method === 'POST') return this.post(body);
    const replies = path.match(/^\/api\/comments\/([^/]+)\/replies$/);
    if (replies) return json(this.replies(replies[1]!, url.searchParams.get('cursor')));
    const one = path.match(/^\/api\/comments\/([^/]+)(?:\/(like|pin|heart))?$/);
    const found = one && this.comments.find((c) => c.id === one[1]);
    if (!one || !found) return json({ error: { code: 'comment_not_found', message: 'not found' } }, 404);
    if (method === 'DELETE' && !one[2]) {
      this.comments = this.comments.filter((c) => c.id !== found.id && c.parentId !== found.id);
      return json(null, 204);
    }
    // GET /api/comments/:id (a notification's link): the comment and its thread's head.
    if (method === 'GET' && !one[2]) {
      const parent = this.comments.find((c) => c.id === found.parentId) ?? null;
      return json({ comment: found, parent });
    }
    if (method === 'PATCH') Object.assign(found, { text: body.text, editedAt: new Date().toISOString() });
    const on = method === 'PUT';
    if (one[2] === 'like')
      Object.assign(found, { likedByMe: on, likeCount: found.likeCount + (on ? 1 : -1) });
    if (one[2] === 'heart') found.heartedByCreator = on;
    if (one[2] === 'pin') for (const c of this.comments) c.pinned = on && c.id === found.id;
    return json(found);
  };

  private visible = (c: Comment) => c.status === 'published' || c.author.id === this.me.id;

  private page(params: URLSearchParams): CommentPage {
    const sort = params.get('sort') ?? 'top';
    const top = this.comments
      .filter((c) => c.parentId === null && this.visible(c))
      .sort(
        (a, b) =>
          Number(b.pinned) - Number(a.pinned) ||
          (sort === 'newest' ? b.createdAt.localeCompare(a.createdAt) : b.likeCount - a.likeCount),
      );
    const from = Number(params.get('cursor') ?? 0);
    const items = top.slice(from, from + this.pageSize);
    return {
      items: items.map((c) => ({
        ...c,
        replyCount: this.comments.filter((r) => r.parentId === c.id).length,
      })),
      nextCursor: from + this.pageSize < top.length ? String(from + this.pageSize) : null,
      total: this.comments.filter((c) => c.status === 'published').length,
      policy: this.policy,
      canPost: this.canPost,
    };
  }

  private replies(parentId: string, cursor: string | null): ReplyPage {
    const all = this.comments.filter((c) => c.parentId === parentId);
    const from = Number(cursor ?? 0);
    return {
      items: all.slice(from, from + this.pageSize),
      nextCursor: from + this.pageSize < all.length ? String(from + this.pageSize) : null,
    };
  }

  private post(body: { text: string; parentId?: string }) {
    if (this.postError) {
      const { status, code, details } = this.postError;
      return json({ error: { code, message: code, details } }, status);
    }
    const created = fakeComment({
      text: body.text,
      parentId: body.parentId ?? null,
      author: this.me,
      status: this.policy === 'held' ? 'held' : 'published',
      abilities: { ...NONE, edit: true, delete: true, reply: !body.parentId },
    });
    this.comments.push(created);
    return json(created, 201);
  }
}
