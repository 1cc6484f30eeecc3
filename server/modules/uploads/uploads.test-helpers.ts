import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import { systemClock } from '../../clock';
import type { AppContext } from '../../context';
import { recordPendingUpload } from './pending-uploads.repository';
import type { UploadBytes } from './upload-store';

/**
 * An upload as a creation leaves it — its row and its bytes so far — made `ageMs` ago on the wall
 * clock (tus's), so tests can put it past the 24 h expiry.
 */
export async function arrangeUpload(
  ctx: Pick<AppContext, 'db'>,
  bytes: UploadBytes,
  {
    id,
    ownerId,
    size = 100,
    sent = 10,
    ageMs = 0,
  }: { id: string; ownerId: string; size?: number; sent?: number; ageMs?: number },
): Promise<void> {
  const createdAt = new Date(systemClock.now().getTime() - ageMs);
  await recordPendingUpload(ctx.db.db, { id, ownerId, declaredBytes: size, createdAt }, new Date(0));
  await bytes.store.create(
    new Upload({ id, size, offset: 0, metadata: { owner: ownerId }, creation_date: createdAt.toISOString() }),
  );
  if (sent > 0) await bytes.store.write(Readable.from([Buffer.alloc(sent, 7)]), id, 0);
}

/** Whether the store still has the upload. */
export const stillStored = (bytes: UploadBytes, id: string) =>
  bytes.store.getUpload(id).then(
    () => true,
    () => false,
  );
