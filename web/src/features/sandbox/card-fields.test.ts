import { describe, expect, it } from 'vitest';
import { groupDigits, parseExpiry, toCardInput } from './card-fields';

describe('card fields', () => {
  it('reads MM/YY the ways people type it', () => {
    expect(parseExpiry('12/34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('1/30')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('0934')).toEqual({ month: 9, year: 2034 });
    expect(parseExpiry('09 / 2031')).toEqual({ month: 9, year: 2031 });
    expect(parseExpiry('13/34')).toBeNull();
    expect(parseExpiry('00/34')).toBeNull();
    expect(parseExpiry('12-34')).toBeNull();
  });

  it('builds the request body, or names the first malformed field', () => {
    const draft = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: ' Ana ' };
    expect(toCardInput(draft)).toEqual({
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      name: 'Ana',
    });
    expect(toCardInput({ ...draft, name: '' })).not.toHaveProperty('name');
    expect(toCardInput({ ...draft, number: '4242' })).toEqual({ field: 'number' });
    expect(toCardInput({ ...draft, expiry: '1234567' })).toEqual({ field: 'expiry' });
    expect(toCardInput({ ...draft, cvc: '12' })).toEqual({ field: 'cvc' });
  });

  it('groups digits by four', () => {
    expect(groupDigits('4000002500003155')).toBe('4000 0025 0000 3155');
  });
});
