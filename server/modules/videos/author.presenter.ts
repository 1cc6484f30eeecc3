import { displayNameOf } from '../../../domain/accounts';

/** The public face of a member shown beside their channels and videos. */
export function presentAuthor(owner: {
  id: string;
  name: string;
  username: string | null;
  displayUsername: string | null;
  image: string | null;
}) {
  return {
    id: owner.id,
    username: owner.displayUsername ?? owner.username,
    displayName: displayNameOf(owner),
    avatarUrl: owner.image,
  };
}
