import type { AvatarResponse, Me, MemberExport, SessionResponse } from '@domain/api/accounts';
import { api } from '@/lib/api';

/** The signed-in member as /api/session returns it (type inferred from domain/api/accounts.ts). */
export type { Me } from '@domain/api/accounts';

export interface SessionInfo {
  id: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress?: string | null;
  userAgent?: string | null;
}

const post = <T>(path: string, json: unknown = {}) => api<T>(path, { method: 'POST', json });

/** The member's signed-in devices (GET /api/auth/list-sessions), listed on the profile page. */
export const authKeys = { sessions: ['sessions'] as const };

export const authApi = {
  session: () => api<SessionResponse>('/api/session'),
  signIn: (email: string, password: string) =>
    post<{ twoFactorRedirect?: boolean; token?: string }>('/api/auth/sign-in/email', {
      email,
      password,
      rememberMe: true,
    }),
  signUp: (input: {
    username: string;
    displayName: string;
    email: string;
    password: string;
    locale: string;
  }) =>
    post<{ token: string | null }>('/api/auth/sign-up/email', {
      email: input.email,
      password: input.password,
      username: input.username,
      // Spec: display_name falls back to the username.
      name: input.displayName.trim() || input.username,
      locale: input.locale,
      callbackURL: '/email-confirmed',
    }),
  /** A new confirmation link; answered alike whether or not an unconfirmed account uses the address. */
  sendVerificationEmail: (email: string) =>
    post('/api/auth/send-verification-email', { email, callbackURL: '/email-confirmed' }),
  requestPasswordReset: (email: string) =>
    post('/api/auth/request-password-reset', { email, redirectTo: '/password-reset' }),
  resetPassword: (token: string, newPassword: string) =>
    post('/api/auth/reset-password', { token, newPassword }),
  signOut: () => post('/api/auth/sign-out'),
  // The server ends the other sessions whatever the flag says; true states what will happen.
  changePassword: (currentPassword: string, newPassword: string) =>
    post('/api/auth/change-password', { currentPassword, newPassword, revokeOtherSessions: true }),
  listSessions: () => api<SessionInfo[]>('/api/auth/list-sessions'),
  revokeOtherSessions: () => post('/api/auth/revoke-other-sessions'),
  enableTwoFactor: (password: string) =>
    post<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', { password }),
  disableTwoFactor: (password: string) => post('/api/auth/two-factor/disable', { password }),
  verifyTotp: (code: string) => post('/api/auth/two-factor/verify-totp', { code, trustDevice: false }),
  verifyBackupCode: (code: string) => post('/api/auth/two-factor/verify-backup-code', { code }),
  updateProfile: (changes: { displayName?: string; username?: string; locale?: string }) =>
    api<Me>('/api/me/profile', { method: 'PATCH', json: changes }),
  uploadAvatar: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api<AvatarResponse>('/api/me/avatar', { method: 'POST', body: form });
  },
  /** Everything Kinora holds about the member, as the file the server names (kinora-export-<date>.json). */
  exportData: async () => {
    const data = await api<MemberExport>('/api/me/export');
    return {
      filename: `kinora-export-${data.exportedAt.slice(0, 10)}.json`,
      blob: new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    };
  },
  /** Deletes the account (the current password re-authenticates); every session ends with it. */
  deleteAccount: (password: string) => api<void>('/api/me', { method: 'DELETE', json: { password } }),
};
