import {
  type CommonPasswordLookup,
  type PasswordOwner,
  type PasswordWeakness,
  passwordWeaknesses,
} from '@domain/password-strength';
import { useEffect, useMemo, useState } from 'react';

let loading: Promise<CommonPasswordLookup> | null = null;
let loaded: CommonPasswordLookup | null = null;

/**
 * The server's list of ~49k common passwords (zxcvbn's), fetched the first time someone types a
 * new password: about 200 KB gzip, so never part of a first load, and only on the three pages that
 * set a password. A failed download is tried again on the next keystroke.
 */
export function loadCommonPasswords(): Promise<CommonPasswordLookup> {
  loading ??= import('@zxcvbn-ts/language-common/dist/passwords.json.mjs').then(
    ({ default: list }) => {
      const set = new Set(list.map((p) => String(p).toLowerCase()));
      loaded = (form) => set.has(form);
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export interface PasswordStrength {
  /** The reasons the server would give (domain/password-strength.ts), as far as known yet. */
  weaknesses: PasswordWeakness[];
  /** Whether the common-password check has run: the list may still be on its way, or unreachable. */
  common: 'checking' | 'checked' | 'unavailable';
  /** Whether there is anything personal to check against (the checklist shows that item then). */
  personal: boolean;
}

/** The domain's weak-password rule applied while typing, the common list loaded on first use. */
export function usePasswordStrength(password: string, owner: PasswordOwner): PasswordStrength {
  const [lookup, setLookup] = useState<CommonPasswordLookup | null>(loaded);
  const [failed, setFailed] = useState(false);
  const typed = password.length > 0;
  // After a failed download, the next keystroke tries again.
  const retry = failed ? password : '';
  useEffect(() => {
    if (!typed || lookup) return;
    let live = true;
    loadCommonPasswords().then(
      (found) => live && setLookup(() => found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [typed, lookup, retry]);
  const { username, email, name } = owner;
  const weaknesses = useMemo(
    () => passwordWeaknesses(password, { username, email, name }, lookup),
    [password, username, email, name, lookup],
  );
  return {
    weaknesses,
    common: lookup ? 'checked' : failed ? 'unavailable' : 'checking',
    personal: Boolean(username?.trim() || email?.trim() || name?.trim()),
  };
}
