import { displayNameOf } from '../../../domain/accounts';
import type { Author, Me } from '../../../domain/api/accounts';
import { isAdmin } from '../../../domain/standing';
import type { Actor } from '../../standing/actor';
import type { PublicProfileRow, UserRow } from './accounts.repository';

/** The signed-in member's own view: profile plus roles and what they may do. */
export function presentMe(user: UserRow, actor: Actor): Me {
  return {
    id: user.id,
    email: user.email,
    username: user.displayUsername ?? user.username,
    displayName: displayNameOf(user),
    avatarUrl: user.image,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled,
    locale: user.locale,
    createdAt: user.createdAt.toISOString(),
    roles: actor.roles,
    abilities: { admin: isAdmin(actor) },
    plan: actor.plan,
  };
}

export function presentAuthor(owner: PublicProfileRow): Author {
  return {
    id: owner.id,
    username: owner.displayUsername ?? owner.username,
    displayName: displayNameOf(owner),
    avatarUrl: owner.image,
  };
}
