/** The budgets (docs/performance.md), checked against one run's figures. */
import { PIXELS_LABEL } from './ad-pixels.ts';
import type { ApiRun } from './api-bench.ts';
import type { Results } from './run.ts';

export const TARGETS = {
  readRatio: 0.7,
  readP99Ms: 50,
  ordersPerS: 250,
  cartRatio: 0.5,
  orderRatio: 0.5,
  /** Orders with offers against the same load without them (issue #35). */
  offersRatio: 0.9,
  cartsPerS: 1000,
  homeJsGzipBytes: 110 * 1024,
  /** JS of the home page in each language (/, /fr/, /ar/). */
  languageHomeJsGzipBytes: 135 * 1024,
  /**
   * Lighthouse performance points a French or Arabic page may lose against the same page in
   * English, and a page with both ad pixels against itself without them, in the same run.
   */
  performanceGap: 2,
  performance: 98,
  otherScores: 100,
  fcpMs: 1200,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0,
  /** Server-rendered pages: share of the static index.html's req/s, and p99 at 50 connections. */
  pageRatio: 0.5,
  pageP99Ms: 100,
  /** GET /api/admin/reports/profit over 100,000 orders and 20,000 spend rows: p95, one worker. */
  profitP95Ms: 500,
};

export interface TargetCheck {
  target: string;
  value: string;
  met: boolean;
  /** For the API's targets: the store's workers in the run this value comes from. */
  workers?: number;
}

/** The API's targets in one run of the store (`run.workers` workers). */
function apiChecks(run: ApiRun, t: typeof TARGETS): Omit<TargetCheck, 'workers'>[] {
  const checks: Omit<TargetCheck, 'workers'>[] = [];
  for (const read of run.reads) {
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
  const { carts, sales } = run;
  checks.push({
    target: `POST /api/carts: >= ${t.cartRatio * 100}% of its bare pg baseline and >= ${t.cartsPerS} req/s`,
    value: `${Math.round(carts.ratio * 100)}%, ${carts.requests_per_s} req/s`,
    met: carts.ratio >= t.cartRatio && carts.requests_per_s >= t.cartsPerS,
  });
  checks.push({
    target: `POST /api/sales: >= ${t.ordersPerS} orders/s and >= ${t.orderRatio * 100}% of its bare pg baseline`,
    value: `${sales.orders_per_s}/s, ${Math.round(sales.ratio * 100)}% of ${sales.baseline_orders_per_s}/s`,
    met: sales.orders_per_s >= t.ordersPerS && sales.ratio >= t.orderRatio,
  });
  checks.push({
    target: `POST /api/sales with offers: >= ${t.offersRatio * 100}% of the orders/s without, same run`,
    value: `${sales.offers.orders_per_s}/s, ${Math.round(sales.offers.ratio_to_without * 100)}% of ${sales.orders_per_s}/s`,
    met: sales.offers.ratio_to_without >= t.offersRatio,
  });
  checks.push({
    target: 'POST /api/sales: zero oversell, reserved == units ordered',
    value: `${sales.stock.oversold} oversold, ${sales.stock.mismatched} mismatched`,
    met: sales.stock.oversold === 0 && sales.stock.mismatched === 0,
  });
  return checks;
}

export function checkTargets(results: Results, t: typeof TARGETS): TargetCheck[] {
  const checks: TargetCheck[] = (results.api ?? []).flatMap((run) =>
    apiChecks(run, t).map((check) => ({ ...check, workers: run.workers })),
  );
  if (results.profit) {
    checks.push({
      target: `GET /api/admin/reports/profit (${results.profit.orders} orders, ${results.profit.spend_rows} spend rows): p95 < ${t.profitP95Ms} ms`,
      value: `${results.profit.p95_ms} ms, non-2xx ${results.profit.non_2xx}`,
      met: results.profit.p95_ms < t.profitP95Ms && results.profit.non_2xx === 0,
    });
  }
  for (const page of (results.pages ?? []).slice(1)) {
    checks.push({
      target: `${page.page}: >= ${t.pageRatio * 100}% of the static index.html's req/s`,
      value: `${Math.round(page.ratio * 100)}%`,
      met: page.ratio >= t.pageRatio,
    });
    checks.push({
      target: `${page.page}: p99 < ${t.pageP99Ms} ms`,
      value: `${page.figures.p99_ms} ms`,
      met: page.figures.p99_ms < t.pageP99Ms,
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
  for (const page of ['/', '/fr/', '/ar/']) {
    const weight = results.web?.[page];
    if (!weight) continue;
    const js = Math.max(weight.js_gzip_bytes, weight.loaded_in_chromium?.js_gzip_bytes ?? 0);
    checks.push({
      target: `JS loaded by ${page} <= ${t.languageHomeJsGzipBytes / 1024} KB gzip`,
      value: `${(js / 1024).toFixed(1)} KB`,
      met: js <= t.languageHomeJsGzipBytes,
    });
  }
  const lighthouse = results.lighthouse ?? {};
  for (const [page, lh] of Object.entries(lighthouse)) {
    // The same page in English, or without the pixels.
    const reference = page.endsWith(PIXELS_LABEL)
      ? page.slice(0, -PIXELS_LABEL.length)
      : page.replace(/^\/(fr|ar)\//, '/');
    const base = lighthouse[reference];
    if (reference === page || !base) continue;
    checks.push({
      target: `${page}: Lighthouse performance within ${t.performanceGap} points of ${reference}`,
      value: `${lh.performance} vs ${base.performance}`,
      met: lh.performance >= base.performance - t.performanceGap,
    });
  }
  for (const [page, lh] of Object.entries(lighthouse)) {
    checks.push({
      target: `${page}: Lighthouse performance >= ${t.performance}`,
      value: String(lh.performance),
      met: lh.performance >= t.performance,
    });
    checks.push({
      target: `${page}: FCP <= ${t.fcpMs} ms, LCP <= ${t.lcpMs} ms, TBT <= ${t.tbtMs} ms, CLS ${t.cls}`,
      value: `${lh.fcp_ms} / ${lh.lcp_ms} / ${lh.tbt_ms} ms, ${lh.cls}`,
      met: lh.fcp_ms <= t.fcpMs && lh.lcp_ms <= t.lcpMs && lh.tbt_ms <= t.tbtMs && lh.cls <= t.cls,
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
