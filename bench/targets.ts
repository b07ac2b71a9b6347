/** The budgets of issue 6, checked against one run's figures. */
import type { Results } from './run.ts';

export const TARGETS = {
  readRatio: 0.7,
  readP99Ms: 50,
  ordersPerS: 250,
  homeJsGzipBytes: 90 * 1024,
  performance: 95,
  otherScores: 100,
};

export interface TargetCheck {
  target: string;
  value: string;
  met: boolean;
}

export function checkTargets(results: Results, t: typeof TARGETS): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const read of results.api?.reads ?? []) {
    checks.push({
      target: `${read.endpoint}: >= ${t.readRatio * 100}% of baseline req/s`,
      value: `${Math.round(read.ratio * 100)}%`,
      met: read.ratio >= t.readRatio,
    });
    checks.push({
      target: `${read.endpoint}: p99 < ${t.readP99Ms} ms`,
      value: `${read.store.p99_ms} ms`,
      met: read.store.p99_ms < t.readP99Ms,
    });
  }
  const sales = results.api?.sales;
  if (sales) {
    checks.push({
      target: `POST /api/sales: >= ${t.ordersPerS} orders/s`,
      value: `${sales.orders_per_s}/s`,
      met: sales.orders_per_s >= t.ordersPerS,
    });
    checks.push({
      target: 'POST /api/sales: zero oversell, reserved == units ordered',
      value: `${sales.stock.oversold} oversold, ${sales.stock.mismatched} mismatched`,
      met: sales.stock.oversold === 0 && sales.stock.mismatched === 0,
    });
  }
  const home = results.web?.['/'];
  if (home) {
    const js = Math.max(home.js_gzip_bytes, home.loaded_in_chromium?.js_gzip_bytes ?? 0);
    checks.push({
      target: `JS loaded by / <= ${t.homeJsGzipBytes / 1024} KB gzip`,
      value: `${(js / 1024).toFixed(1)} KB`,
      met: js <= t.homeJsGzipBytes,
    });
  }
  for (const [page, weight] of Object.entries(results.web ?? {})) {
    const modules = [
      ...weight.back_office_modules,
      ...(weight.loaded_in_chromium?.back_office_modules ?? []),
    ];
    checks.push({
      target: `${page}: no back-office code`,
      value: `${modules.length} modules`,
      met: !modules.length,
    });
  }
  for (const [page, lh] of Object.entries(results.lighthouse ?? {})) {
    checks.push({
      target: `${page}: Lighthouse performance >= ${t.performance}`,
      value: String(lh.performance),
      met: lh.performance >= t.performance,
    });
    const others = [lh.accessibility, lh.best_practices, lh.seo];
    checks.push({
      target: `${page}: accessibility, best practices, SEO = ${t.otherScores}`,
      value: others.join(' / '),
      met: others.every((s) => s >= t.otherScores),
    });
  }
  return checks;
}
