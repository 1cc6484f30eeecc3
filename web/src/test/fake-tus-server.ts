import { act } from '@testing-library/react';

/**
 * The tus server as the browser sees it (tus-js-client speaks XMLHttpRequest): creation answers
 * at once; each PATCH reports its bytes as sent when the test says so, and is answered only when
 * the test says so — as the real server answers the last chunk only once it has checked the file.
 * Install it with `vi.stubGlobal('XMLHttpRequest', server.XMLHttpRequest)`.
 */
export function fakeTusServer() {
  let pending: FakeXhr | null = null;
  let offset = 0;
  const requests: { method: string; url: string }[] = [];
  class FakeXhr {
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number }) => void } = {};
    onload?: () => void;
    onerror?: (e: unknown) => void;
    status = 0;
    responseText = '';
    withCredentials = false;
    private method = '';
    private headers: Record<string, string> = {};
    body: Blob | null = null;
    open(method: string, url: string) {
      this.method = method;
      requests.push({ method, url });
    }
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return this.headers[name.toLowerCase()] ?? null;
    }
    getAllResponseHeaders() {
      return Object.entries(this.headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n');
    }
    abort() {}
    send(body: Blob | null) {
      this.body = body;
      if (this.method === 'POST') {
        this.answer(201, { location: '/api/uploads/0123456789abcdef0123456789abcdef' });
      } else if (this.method === 'PATCH') pending = this;
      else this.answer(204, {});
    }
    answer(status: number, headers: Record<string, string>) {
      this.status = status;
      this.headers = { 'tus-resumable': '1.0.0', ...headers };
      setTimeout(() => this.onload?.(), 0);
    }
  }
  return {
    XMLHttpRequest: FakeXhr,
    /** Every request the browser opened, in order (method and URL). */
    requests,
    /** The browser has sent this many bytes of the current chunk. */
    sent: (bytes: number) =>
      act(() => pending?.upload.onprogress?.({ lengthComputable: true, loaded: bytes })),
    /** The server acknowledges the current chunk. */
    accept: () => {
      const xhr = pending!;
      offset += xhr.body?.size ?? 0;
      pending = null;
      xhr.answer(204, { 'upload-offset': String(offset) });
    },
    patching: () => pending !== null,
    /** The server refuses the current chunk with a Kinora error body. */
    refuse: (status: number, code: string) => {
      const xhr = pending!;
      pending = null;
      xhr.responseText = JSON.stringify({ error: { code, message: code } });
      xhr.answer(status, { 'content-type': 'application/json' });
    },
  };
}
