import { describe, expect, it } from 'vitest';
import { avatarInitial, displayNameOf, isPasswordValid, passwordChecks, usernameSchema } from './accounts';

describe('passwordChecks', () => {
  it('reports each criterion on its own', () => {
    expect(passwordChecks('')).toEqual({
      minLength: false,
      lowercase: false,
      uppercase: false,
      digit: false,
      special: false,
    });
    expect(passwordChecks('abcdefgh')).toMatchObject({ minLength: true, lowercase: true, uppercase: false });
    expect(passwordChecks('A')).toMatchObject({ uppercase: true, lowercase: false });
    expect(passwordChecks('7')).toMatchObject({ digit: true });
  });

  it.each([...'!@#$%^&*(),.?":{}|<>'])('accepts %s as a special character', (c) => {
    expect(passwordChecks(`x${c}`).special).toBe(true);
  });

  it.each(['-', '_', '+', '=', '~', ' ', '/', "'", 'é'])('does not count %j as special', (c) => {
    expect(passwordChecks(`x${c}`).special).toBe(false);
  });

  it('needs all five', () => {
    expect(isPasswordValid('Abcdef1!')).toBe(true);
    expect(isPasswordValid('Abcde1!')).toBe(false);
    expect(isPasswordValid('abcdef1!')).toBe(false);
    expect(isPasswordValid('ABCDEF1!')).toBe(false);
    expect(isPasswordValid('Abcdefg!')).toBe(false);
    expect(isPasswordValid('Abcdefg1')).toBe(false);
  });
});

describe('usernameSchema', () => {
  it.each(['ana', 'Ana_B', 'j.doe', 'x'.repeat(30), '007bond'])('accepts %s', (u) => {
    expect(usernameSchema.safeParse(u).success).toBe(true);
  });
  it.each(['ab', '_ana', '.ana', 'a b', 'ana!', 'x'.repeat(31), 'émile', ''])('rejects %j', (u) => {
    expect(usernameSchema.safeParse(u).success).toBe(false);
  });
});

describe('display helpers', () => {
  it('falls back from display name to username', () => {
    expect(displayNameOf({ name: 'Ana Lima', username: 'ana' })).toBe('Ana Lima');
    expect(displayNameOf({ name: '  ', username: 'ana', displayUsername: 'Ana' })).toBe('Ana');
    expect(displayNameOf({ name: null, username: 'ana' })).toBe('ana');
  });
  it('uses the username initial, else U', () => {
    expect(avatarInitial('zoé')).toBe('Z');
    expect(avatarInitial('')).toBe('U');
    expect(avatarInitial(null)).toBe('U');
  });
});
