/**
 * Lighthouse 12.8 with its mobile defaults (simulated throttling, Moto G Power viewport), run by
 * its own CLI against Debian's Chromium, one page at a time.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const CLI = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  lcp_ms: number;
  cls: number;
  tbt_ms: number;
  fcp_ms: number;
  /** Audits of the four categories that did not pass (id: title). */
  failed_audits: string[];
  /** Script and stylesheet URLs the page loaded. */
  loaded: { url: string; type: string }[];
}

interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: { url?: string; resourceType?: string }[] };
}
interface Lhr {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhrAudit>;
}

/** Runs Lighthouse on `url`; with `keepReport`, its JSON report is copied there. */
export async function lighthouse(url: string, keepReport?: string): Promise<LighthouseFigures> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vigor-lh-'));
  const output = path.join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        CLI,
        url,
        '--chrome-flags=--headless=new --no-sandbox',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
    );
    if (keepReport) await copyFile(output, keepReport);
    const lhr = JSON.parse(await readFile(output, 'utf8')) as Lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failed = new Set<string>();
    for (const category of Object.values(lhr.categories)) {
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 0.9) continue;
        if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
        failed.add(`${audit.id} (${audit.score})`);
      }
    }
    const loaded = (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((i) => i.resourceType === 'Script' || i.resourceType === 'Stylesheet')
      .map((i) => ({ url: i.url ?? '', type: i.resourceType ?? '' }));
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      best_practices: score('best-practices'),
      seo: score('seo'),
      lcp_ms: Math.round(value('largest-contentful-paint')),
      cls: Number(value('cumulative-layout-shift').toFixed(3)),
      tbt_ms: Math.round(value('total-blocking-time')),
      fcp_ms: Math.round(value('first-contentful-paint')),
      failed_audits: [...failed],
      loaded,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
