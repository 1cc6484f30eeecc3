import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { user } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import { grantAdminsByEmail, grantRole, rolesOf, setAdminByEmail } from './roles.repository';

describe('roles', () => {
  let db: DatabaseHandle;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.db.insert(user).values([
      { id: 'u1', name: 'One', email: 'one@example.com', username: 'one' },
      { id: 'u2', name: 'Two', email: 'two@example.com', username: 'two' },
    ]);
  });
  afterAll(() => db.close());

  it('holds several roles per user, granted idempotently', async () => {
    await grantRole(db.db, 'u1', 'qa');
    await grantRole(db.db, 'u1', 'admin');
    await grantRole(db.db, 'u1', 'admin');
    expect(await rolesOf(db.db, 'u1')).toEqual(['admin', 'qa']);
    expect(await rolesOf(db.db, 'u2')).toEqual([]);
  });

  it('grants admin from ADMIN_EMAILS and the CLI, case-insensitively', async () => {
    expect(await grantAdminsByEmail(db.db, ['two@example.com'])).toEqual(['u2']);
    expect(await rolesOf(db.db, 'u2')).toEqual(['admin']);
    // Only newly made admins are returned (they are the ones to announce).
    expect(await grantAdminsByEmail(db.db, ['two@example.com'])).toEqual([]);
    expect(await setAdminByEmail(db.db, 'TWO@example.com', false)).toBe('u2');
    expect(await rolesOf(db.db, 'u2')).toEqual([]);
    await expect(setAdminByEmail(db.db, 'ghost@example.com', true)).rejects.toThrow(/No account/);
  });
});
