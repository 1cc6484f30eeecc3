import type { ExportedProfile } from '../../../domain/api/accounts';
import type { Database } from '../../db/client';
import { listProfiles, progressOfMember } from './profiles.repository';

/** The profiles module's part of a member's data export: their profiles and each one's progress. */
export async function exportMemberProfiles(db: Database, userId: string): Promise<ExportedProfile[]> {
  const [profiles, progress] = await Promise.all([listProfiles(db, userId), progressOfMember(db, userId)]);
  return profiles.map((p) => ({
    id: p.id,
    name: p.name,
    avatar: p.avatar,
    isPrimary: p.isPrimary,
    createdAt: p.createdAt.toISOString(),
    progress: progress
      .filter((row) => row.profileId === p.id)
      .map((row) => ({
        videoId: row.videoId,
        positionS: row.positionS,
        hiddenAt: row.hiddenAt?.toISOString() ?? null,
        updatedAt: row.updatedAt.toISOString(),
      })),
  }));
}
