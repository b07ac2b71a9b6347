/**
 * Ad spend read from the stand-ins of Meta's insights and TikTok's reporting API
 * (test/ad-reporting-platforms.ts, docs/ads.md): 7 days over several pages, converted at the
 * typed rate, a day read again replacing itself, a bad row set aside, refusals in the
 * platform's words, and the nightly run through the job queue.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { daysBefore, shopDay } from '@vigor/shared';
import {
  startReportingPlatforms,
  useReportingPlatforms,
  type PlatformSpend,
} from '../../../test/ad-reporting-platforms.ts';

const platforms = await startReportingPlatforms();
// The app reads the environment once, when its modules load.
useReportingPlatforms(platforms);
const { api, createStaff, truncateAll } = await import('../../../test/factories.ts');
const { prisma } = await import('../../../test/full-client.ts');
const { env } = await import('../../config/env.ts');
const { runDueJobs, runSoon, startJobQueue } = await import('../../lib/job-queue.ts');
const { scheduledTasks } = await import('../../scheduled-tasks.ts');

const today = shopDay();
const week = Array.from({ length: 7 }, (_, i) => daysBefore(today, 6 - i));

/** Three ads a day: 10.50, 20.25 and 4.00 in the account's currency. */
function spendOfWeek(prefix: string): PlatformSpend[] {
  return week.flatMap((day) =>
    ['10.50', '20.25', '4.00'].map((spend, i) => ({
      day,
      campaign_id: `${prefix}1`,
      campaign_name: 'Summer',
      adset_id: `${prefix}11`,
      adset_name: 'Women',
      ad_id: `${prefix}11${i}`,
      ad_name: `Ad ${i}`,
      spend,
    })),
  );
}

let admin: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  await truncateAll();
  await prisma.$executeRawUnsafe('TRUNCATE ad_spend');
  admin = await createStaff('admin');
  const saved = await api()
    .put('/api/admin/profit-settings')
    .set('Authorization', admin.bearer)
    .send({
      packaging_cost: 0,
      currency_rates: { USD: 10 },
      meta_ad_account_id: `act_${platforms.meta.account}`,
      meta_read_token: platforms.meta.token,
      tiktok_advertiser_id: platforms.tiktok.advertiser,
      tiktok_read_token: platforms.tiktok.token,
    });
  expect(saved.status, saved.text).toBe(200);
  // Write-only: the tokens never come back.
  expect(saved.body.data).toMatchObject({ meta_read_token_saved: true, tiktok_read_token_saved: true });
  expect(saved.text).not.toContain(platforms.meta.token);
});
beforeEach(() => {
  platforms.requests.length = 0;
  platforms.meta.rows = spendOfWeek('9');
  platforms.tiktok.rows = spendOfWeek('7');
});
afterAll(() => platforms.close());

const importRange = (platform: string) =>
  api()
    .post('/api/admin/ad-spend/import')
    .set('Authorization', admin.bearer)
    .send({ platform, from: week[0], to: today });

describe('ad spend from the reporting APIs', () => {
  it('reads Meta insights for 7 days over pages, at the USD rate, and a second read replaces the days', async () => {
    const first = await importRange('meta');
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toEqual({ added: 21, replaced: 0, set_aside: 0 });
    // 21 rows, 5 a page: 5 pages, each after the previous page's cursor.
    expect(platforms.requests.map((r) => r.query.after ?? null)).toHaveLength(5);
    expect(platforms.requests[0]!.query).toMatchObject({ level: 'ad', time_increment: '1' });
    expect(JSON.parse(platforms.requests[0]!.query.time_range!)).toEqual({ since: week[0], until: today });
    const stored = await prisma.adSpend.findMany({ where: { platform: 'meta' } });
    // (10.50 + 20.25 + 4.00) × 7 days = 243.25 USD = 2432.50 dh.
    expect(stored.reduce((sum, row) => sum + Number(row.spend_dh), 0)).toBeCloseTo(2432.5, 2);
    expect(stored[0]).toMatchObject({ currency: 'USD', campaign_id: '91', adset: 'Women', source: 'api' });

    // The platform corrected a day and one row is broken: the week replaces itself.
    platforms.meta.rows[0]!.spend = 'n/a';
    const again = await importRange('meta');
    expect(again.body.data).toEqual({ added: 20, replaced: 21, set_aside: 1 });
    expect(await prisma.adSpend.count({ where: { platform: 'meta' } })).toBe(20);
  });

  it("says the platform's refusal and keeps what was stored", async () => {
    const before = await prisma.adSpend.count();
    platforms.meta.token = 'revoked-token-1';
    const meta = await importRange('meta');
    platforms.meta.token = 'meta-read-token-1';
    expect(meta.status).toBe(502);
    expect(meta.body.message).toBe(
      'Meta refused: (#190) Invalid OAuth access token - Cannot parse access token',
    );
    platforms.tiktok.token = 'revoked-token-2';
    const tiktok = await importRange('tiktok');
    platforms.tiktok.token = 'tiktok-read-token-1';
    expect(tiktok.status).toBe(502);
    expect(tiktok.body.message).toBe(
      'TikTok refused: (40105) The access token is invalid or has been revoked.',
    );
    expect(await prisma.adSpend.count()).toBe(before);
  });

  it('imports the last 7 days of every set-up platform in the nightly job', async () => {
    const task = scheduledTasks.find((t) => t.name === 'import-ad-spend')!;
    expect(task.cron).toBe(env.AD_SPEND_IMPORT_CRON);
    const queue = await startJobQueue(env.DATABASE_URL, [{ ...task, cron: '0 0 1 1 *' }], [], {
      workers: false,
    });
    try {
      runSoon(task.name);
      await expect
        .poll(
          async () =>
            (
              await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job
          WHERE name = ${task.name} AND state = 'created'`
            )[0]!.n,
          { interval: 20 },
        )
        .toBe(1);
      expect(await runDueJobs(task)).toBe(1);
    } finally {
      await queue.stop();
    }
    // TikTok in dh, 5 rows a page: pages 1 to 5 of 21 rows.
    expect(platforms.requests.filter((r) => r.platform === 'tiktok').map((r) => r.query.page)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    const tiktok = await prisma.adSpend.findMany({
      where: { platform: 'tiktok' },
      select: { day: true, spend_dh: true },
    });
    expect(tiktok).toHaveLength(21);
    expect(new Set(tiktok.map((r) => r.day.toISOString().slice(0, 10)))).toEqual(new Set(week));
    expect(tiktok.reduce((sum, row) => sum + Number(row.spend_dh), 0)).toBeCloseTo(243.25, 2);
    expect(await prisma.adSpend.count({ where: { platform: 'meta' } })).toBe(21);
  });
});
