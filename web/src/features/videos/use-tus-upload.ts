import { useCallback, useRef, useState } from 'react';
import * as tus from 'tus-js-client';

export interface UploadProgress {
  sent: number;
  total: number;
  /** Bytes per second over the last few seconds. */
  speed: number;
  /** Seconds left at the current speed, or null while unknown. */
  etaS: number | null;
}

export type UploadState =
  | { status: 'idle' }
  | {
      status: 'uploading';
      progress: UploadProgress;
      retrying: boolean;
      /**
       * Every byte is sent and the server is checking the file (type, duration) before it answers:
       * the bar is full but the upload is not accepted yet.
       */
      verifying: boolean;
    }
  | { status: 'done'; uploadId: string }
  | { status: 'error'; code: string };

/** 5 MB chunks: a dropped connection costs at most one chunk, and every chunk is acknowledged. */
const CHUNK_BYTES = 5 * 1024 * 1024;

/**
 * Resumable upload to /api/uploads (tus). A dropped connection is retried with growing delays and
 * continues from the last byte the server acknowledged; a reloaded page resumes the same file too.
 */
export function useTusUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const current = useRef<tus.Upload | null>(null);
  const samples = useRef<{ t: number; sent: number }[]>([]);

  const start = useCallback((file: File) => {
    return new Promise<string>((resolve, reject) => {
      samples.current = [];
      const upload = new tus.Upload(file, {
        endpoint: '/api/uploads',
        chunkSize: CHUNK_BYTES,
        retryDelays: [0, 1000, 2000, 5000, 10_000, 10_000, 20_000, 30_000],
        metadata: { filename: file.name, filetype: file.type },
        removeFingerprintOnSuccess: true,
        onShouldRetry: (error) => {
          const status = error.originalResponse?.getStatus() ?? 0;
          // 408: the server cut a chunk that took longer than its request timeout; resume from its offset.
          const retry = status === 0 || status >= 500 || [408, 409, 423].includes(status);
          if (retry)
            setState((s) => (s.status === 'uploading' ? { ...s, retrying: true, verifying: false } : s));
          // 503 (no media processing) and 507 (storage full) last longer than any retry: say so now;
          // the upload resumes from where it stopped when the member tries again later.
          return retry && status !== 503 && status !== 507;
        },
        onProgress: (sent, total) => {
          const now = performance.now();
          const list = samples.current;
          list.push({ t: now, sent });
          while (list.length > 2 && now - list[0]!.t > 5000) list.shift();
          const first = list[0]!;
          const speed = now > first.t ? ((sent - first.sent) * 1000) / (now - first.t) : 0;
          setState({
            status: 'uploading',
            retrying: false,
            verifying: total > 0 && sent >= total,
            progress: { sent, total, speed, etaS: speed > 0 ? (total - sent) / speed : null },
          });
        },
        onSuccess: () => {
          const uploadId = upload.url?.split('/').pop() ?? '';
          setState({ status: 'done', uploadId });
          resolve(uploadId);
        },
        onError: (error) => {
          const code = codeOf(error);
          setState({ status: 'error', code });
          reject(Object.assign(new Error(code), { code }));
        },
      });
      current.current = upload;
      setState({
        status: 'uploading',
        retrying: false,
        verifying: false,
        progress: { sent: 0, total: file.size, speed: 0, etaS: null },
      });
      upload.findPreviousUploads().then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        upload.start();
      });
    });
  }, []);

  const abort = useCallback(async () => {
    // Terminating tells the server to delete what it received: a cancelled upload leaves nothing.
    await current.current?.abort(true).catch(() => {});
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, start, abort };
}

function codeOf(error: Error): string {
  const response = (error as tus.DetailedError).originalResponse;
  if (!response) return 'network_error';
  try {
    return JSON.parse(response.getBody()).error.code ?? 'upload_failed';
  } catch {
    return response.getStatus() === 413 ? 'video_too_large' : 'upload_failed';
  }
}
