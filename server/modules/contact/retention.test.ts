import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_RETENTION_YEARS, QA_FEEDBACK_RETENTION_YEARS } from '../../../domain/limits';
import { contactMessages, qaFeedback } from '../../db/schema';
import { ALL_JOBS } from '../../jobs/all-jobs';
import { createTestContext, type TestContext } from '../../test/test-context';
import { purgeExpiredQaFeedback } from '../qa/member-data';
import { purgeExpiredContactMessages } from './member-data';

// The privacy policy's retention periods, applied by the nightly purges.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const yearsAgo = (years: number, plusMs = 0) => {
  const at = ctx.clock.now();
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return new Date(at.getTime() + plusMs);
};

describe('retention', () => {
  it('removes contact messages once their retention has passed, and nothing younger', async () => {
    const message = (email: string, createdAt: Date) => ({
      firstName: 'A',
      lastName: 'B',
      email,
      topic: 'other',
      message: 'm',
      createdAt,
    });
    await ctx.db.db
      .insert(contactMessages)
      .values([
        message('old@example.com', yearsAgo(CONTACT_MESSAGE_RETENTION_YEARS, -1000)),
        message('young@example.com', yearsAgo(CONTACT_MESSAGE_RETENTION_YEARS, 60_000)),
      ]);
    expect(await purgeExpiredContactMessages(ctx)).toBe(1);
    const left = await ctx.db.db.select().from(contactMessages);
    expect(left.map((m) => m.email)).toEqual(['young@example.com']);
    expect(await purgeExpiredContactMessages(ctx)).toBe(0);
    // A minute later by the clock, the younger one has reached its end too.
    ctx.clock.advance(61_000);
    expect(await purgeExpiredContactMessages(ctx)).toBe(1);
  });

  it('removes QA feedback once its retention has passed', async () => {
    await ctx.db.db.insert(qaFeedback).values([
      { message: 'old', pagePath: '/', createdAt: yearsAgo(QA_FEEDBACK_RETENTION_YEARS, -1000) },
      { message: 'young', pagePath: '/', createdAt: yearsAgo(QA_FEEDBACK_RETENTION_YEARS, 60_000) },
    ]);
    expect(await purgeExpiredQaFeedback(ctx)).toBe(1);
    expect((await ctx.db.db.select().from(qaFeedback)).map((f) => f.message)).toEqual(['young']);
  });

  it('runs every night', () => {
    for (const name of ['contact.purge-expired', 'qa.purge-expired'])
      expect(ALL_JOBS.find((j) => j.name === name)?.schedule).toMatchObject({ tz: 'UTC' });
  });
});
