import { describe, expect, it } from 'vitest';
import { accessRefusal, sanctionTaking } from './access';
import type { Sanction } from './standing';

const at = (iso: string) => new Date(iso);

describe('accessRefusal', () => {
  it('says nothing when no sanction takes signing in away', () => {
    expect(accessRefusal([])).toBeNull();
    expect(accessRefusal([{ kind: 'feature_limit', scope: 'upload', until: null }])).toBeNull();
  });

  it('a suspension gives the date it ends (the last one when several), its reason and decision', () => {
    const sanctions: Sanction[] = [
      {
        kind: 'suspension',
        scope: 'all',
        until: at('2026-12-01T00:00:00Z'),
        reason: 'spam',
        decisionId: 'a',
      },
      {
        kind: 'suspension',
        scope: 'all',
        until: at('2026-12-24T00:00:00Z'),
        reason: 'hate',
        decisionId: 'b',
      },
      { kind: 'feature_limit', scope: 'upload', until: null },
    ];
    expect(accessRefusal(sanctions)).toEqual({
      code: 'account_suspended',
      until: '2026-12-24T00:00:00.000Z',
      reason: 'hate',
      decisionId: 'b',
    });
  });

  it('a ban wins over any suspension; missing facts are null', () => {
    expect(
      accessRefusal([
        { kind: 'suspension', scope: 'all', until: at('2027-01-01T00:00:00Z'), reason: 'spam' },
        { kind: 'ban', scope: 'all', until: null },
      ]),
    ).toEqual({ code: 'account_banned', reason: null, decisionId: null });
  });
});

describe('sanctionTaking', () => {
  it('finds the sanction that takes a capability away, the longest first', () => {
    const short: Sanction = { kind: 'feature_limit', scope: 'upload', until: at('2026-12-01T00:00:00Z') };
    const long: Sanction = { kind: 'suspension', scope: 'all', until: at('2026-12-09T00:00:00Z') };
    expect(sanctionTaking([short, long], 'upload')).toBe(long);
    expect(sanctionTaking([short], 'comment')).toBeNull();
    const forGood: Sanction = { kind: 'feature_limit', scope: 'upload', until: null };
    expect(sanctionTaking([long, forGood], 'upload')).toBe(forGood);
  });
});
