import { epochS } from '../../clock';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../errors';
import { MemberAccessVersions } from '../../standing/access-version';
import { AccessVersions } from './access-versions';
import { type PlaybackGrant, verifyPlayback } from './playback-token';

/** The member a standing-reliant grant was issued to (its viewer key is `u:<userId>`). */
const memberOf = (grant: PlaybackGrant) => (grant.viewerKey.startsWith('u:') ? grant.viewerKey.slice(2) : '');

/**
 * Checks a playback grant for every media URL (playlists, segments, and whatever else a player
 * fetches for the video): signed and unexpired, and neither the video's access nor the member's
 * standing changed since it was issued. Revocation reaches every node within seconds through
 * per-node caches of access versions, so a media request needs no database read.
 */
export class StreamGrants {
  private readonly access: AccessVersions;
  private readonly members: MemberAccessVersions;

  constructor(private readonly ctx: AppContext) {
    this.access = new AccessVersions(ctx);
    this.members = new MemberAccessVersions(ctx);
  }

  async check(videoId: string, token: string): Promise<PlaybackGrant> {
    const grant = verifyPlayback(this.ctx.config.authSecret, videoId, token, epochS(this.ctx.clock));
    if (!grant) throw new NotFoundError('This playback link is invalid or has expired.', 'playback_expired');
    if (!(await this.access.allows(videoId, grant.accessVersion)))
      throw new NotFoundError('Access to this video has changed.', 'playback_revoked');
    // The member's standing changed since the grant was issued (Premium ended by expiry or refund,
    // a sanction): what the old standing alone allowed stops too.
    if (
      grant.standingVersion !== null &&
      !(await this.members.allows(memberOf(grant), grant.standingVersion))
    )
      throw new NotFoundError('Access to this video has changed for this account.', 'playback_revoked');
    return grant;
  }

  close() {
    this.access.close();
    this.members.close();
  }
}
