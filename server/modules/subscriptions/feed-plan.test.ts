import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-context';
import { testBackend } from '../../test/test-database';
import { listFeedVideos } from './subscriptions.repository';

/**
 * The subscription feed is served from indexes at catalogue scale (PostgreSQL only: its planner is
 * the one production uses). 100,000 videos over 2,000 channels; 200 members follow 50 channels each.
 */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}
const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

describe.skipIf(testBackend() !== 'postgres')('the subscription feed query plan', () => {
  it('walks videos_channel_published_idx per followed channel and never scans videos', async () => {
    const ctx = await createTestContext();
    try {
      await ctx.db.exec(`
        insert into users (id, name, email, username)
          select 'plan-' || g, 'Creator ' || g, 'p' || g || '@plan.local', 'plan' || g from generate_series(0, 200) g;
        insert into channels (owner_id, name)
          select 'plan-' || (1 + g % 200), 'Channel ' || g from generate_series(0, 1999) g;
        create temporary table plan_channels as
          select id, owner_id, (row_number() over (order by id) - 1) as n from channels;
        insert into videos (owner_id, channel_id, title, visibility, status, duration_s, source_key,
                            source_format, source_bytes, published_at)
          select c.owner_id, c.id, 'Video ' || g, case when g % 10 = 0 then 'private' else 'public' end,
                 'ready', 120, 'videos/x/source-1.mp4', 'mp4', 1000,
                 case when g % 50 = 0 then null else now() - g * interval '1 minute' end
          from generate_series(1, 100000) g join plan_channels c on c.n = g % 2000;
        -- 200 members following 50 channels each; the one measured follows channels 7, 47, 87…
        insert into channel_subscriptions (user_id, channel_id)
          select 'plan-' || u, id from plan_channels, generate_series(0, 199) u where n % 40 = (7 + u) % 40;
        analyze;
      `);
      const member = await ctx.db.query<{ n: number }>(
        `select count(*)::int as n from channel_subscriptions where user_id = 'plan-0'`,
      );
      expect(member.rows[0]!.n).toBe(50);

      for (const before of [
        undefined,
        { at: new Date(Date.now() - 30 * 86_400_000), id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' },
      ]) {
        const query = listFeedVideos(ctx.db.db, 'plan-0', { limit: 24, before }).toSQL();
        const { rows } = await ctx.db.query<{ 'QUERY PLAN': unknown }>(
          `explain (analyze, format json) ${query.sql}`,
          query.params,
        );
        const nodes = planNodes((rows[0]!['QUERY PLAN'] as [{ Plan: PlanNode }])[0].Plan);
        if (process.env.SHOW_PLAN) console.log(JSON.stringify(rows[0]!['QUERY PLAN'], null, 1));
        expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name'])).toEqual([]);
        const walks = nodes.filter((n) => n['Index Name'] === 'videos_channel_published_idx');
        expect(walks).toHaveLength(1);
        // One walk per followed channel, each stopping after a page: ~50 × 24 rows, never the catalogue.
        expect(walks[0]!['Actual Loops']).toBe(50);
        const read = walks[0]!['Actual Rows'] * walks[0]!['Actual Loops'];
        expect(read).toBeGreaterThan(0);
        expect(read).toBeLessThanOrEqual(50 * 24);
      }
    } finally {
      await ctx.close();
    }
  }, 120_000);
});
