import { describe, expect, it } from 'vitest';
import { LIMITS, mayStartUpload } from './limits';

const MB = 1024 * 1024;

describe('mayStartUpload', () => {
  it('allows uploads up to the number a member may have waiting', () => {
    expect(mayStartUpload([], 10 * MB)).toBe(true);
    expect(mayStartUpload([10 * MB, 10 * MB], 10 * MB)).toBe(true);
    expect(mayStartUpload([10 * MB, 10 * MB, 10 * MB], 1)).toBe(false);
    expect(LIMITS.pendingUploads).toBe(3);
  });

  it('caps the declared bytes waiting, counting an undeclared length at the maximum video size', () => {
    expect(mayStartUpload([100 * MB, 100 * MB], 100 * MB)).toBe(true);
    expect(mayStartUpload([100 * MB, 100 * MB], undefined)).toBe(true);
    expect(mayStartUpload([100 * MB, 150 * MB], 50 * MB)).toBe(true);
    expect(mayStartUpload([100 * MB, 150 * MB], 50 * MB + 1)).toBe(false);
    expect(mayStartUpload([100 * MB, 150 * MB], undefined)).toBe(false);
    expect(LIMITS.pendingUploadBytes).toBe(300 * MB);
  });
});
