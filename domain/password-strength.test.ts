import { describe, expect, it } from 'vitest';
import {
  commonPasswordForms,
  isCommonPassword,
  isPasswordWeakness,
  passwordWeaknesses,
  personalWeaknesses,
} from './password-strength';

const listed = new Set(['password', 'dragon', 'paulus', 'azerty123']);
const lookup = (form: string) => listed.has(form);

describe('commonPasswordForms', () => {
  it('looks up the typed form, its letters and digits, and its letter core', () => {
    expect(commonPasswordForms('Azerty-123')).toEqual(['azerty-123', 'azerty123', 'azerty']);
    expect(commonPasswordForms('Dragon2024!')).toEqual(['dragon2024!', 'dragon2024', 'dragon']);
  });

  it('keeps no core shorter than 4 letters', () => {
    expect(commonPasswordForms('Abc#2026')).toEqual(['abc#2026', 'abc2026']);
  });
});

describe('isCommonPassword', () => {
  it.each(['Paulus#2026', 'Password1!', '!!Dragon2024', 'AZERTY-123'])('finds %s', (password) => {
    expect(isCommonPassword(password, lookup)).toBe(true);
  });

  it.each(['Kinora#2026', 'Drag0n2024!', 'Pa55word!x'])('passes %s', (password) => {
    expect(isCommonPassword(password, lookup)).toBe(false);
  });
});

describe('personalWeaknesses', () => {
  it('finds the username, whatever the case', () => {
    expect(personalWeaknesses('Xx-MarieL-2026!', { username: 'mariel' })).toEqual(['contains_username']);
  });

  it("finds the email's local part and its words, not the domain", () => {
    expect(personalWeaknesses('Jean.Dupont9!', { email: 'jean.dupont@example.com' })).toEqual([
      'contains_email',
    ]);
    expect(personalWeaknesses('Dupont#2026', { email: 'jean.dupont@example.com' })).toEqual([
      'contains_email',
    ]);
    expect(personalWeaknesses('Example#2026', { email: 'jean.dupont@example.com' })).toEqual([]);
  });

  it('finds a word of the display name, accents ignored', () => {
    expect(personalWeaknesses('Helene#2026x', { name: 'Hélène Martin' })).toEqual(['contains_name']);
    expect(personalWeaknesses('Hélène#2026x', { name: 'helene' })).toEqual(['contains_name']);
  });

  it('ignores short words and an empty owner', () => {
    expect(personalWeaknesses('Annabel#2026', { name: 'Ann Bel' })).toEqual([]);
    expect(personalWeaknesses('Anything#1', {})).toEqual([]);
    expect(personalWeaknesses('Anything#1', { username: '  ', email: '@x.org', name: null })).toEqual([]);
  });

  it('reports a display name equal to the username once, as the username', () => {
    expect(personalWeaknesses('Camille#2026', { username: 'camille', name: 'Camille' })).toEqual([
      'contains_username',
    ]);
  });
});

describe('passwordWeaknesses', () => {
  it('lists every reason in a stable order', () => {
    expect(
      passwordWeaknesses('Paulus#2026', { username: 'paulus', email: 'paulus@example.com' }, lookup),
    ).toEqual(['too_common', 'contains_username', 'contains_email']);
  });

  it('leaves the common check out without a lookup', () => {
    expect(passwordWeaknesses('Paulus#2026', {}, null)).toEqual([]);
    expect(passwordWeaknesses('Kinora#2026', {}, lookup)).toEqual([]);
  });

  it('knows its codes', () => {
    expect(isPasswordWeakness('too_common')).toBe(true);
    expect(isPasswordWeakness('weak')).toBe(false);
  });
});
