import { UserMenu } from '@/features/auth/user-menu';
import { NotificationBell } from '@/features/notifications/notification-bell';
import type { Me } from '@/lib/auth-api';

/**
 * A member's bell and menu, one chunk the header loads only for members: their Radix dropdowns
 * (popper, floating-ui) and what they import stay out of a visitor's first load.
 */
export default function MemberActions({ user }: { user: Me }) {
  return (
    <>
      <NotificationBell userId={user.id} />
      <UserMenu user={user} />
    </>
  );
}
