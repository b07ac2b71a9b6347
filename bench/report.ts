/** The table `pnpm bench` prints (the same figures as bench-results/latest.json). */
import type { ApiRun } from './api-bench.ts';
import type { Results } from './run.ts';
import type { TargetCheck } from './targets.ts';

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    `| ${r.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  return [
    line(cells[0]!),
    `|${widths.map((w, i) => (i ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
const workersLabel = (workers: number) => `${workers} worker${workers > 1 ? 's' : ''}`;

/** One row an endpoint, the runs side by side (req/s, p99, baseline, ratio), then the scaling. */
function apiReport(runs: ApiRun[]): string[] {
  const first = runs[0]!;
  const last = runs[runs.length - 1]!;
  const scaling = runs.length > 1;
  type Cells = { rate: number; p99: number; baseline?: number; ratio?: number };
  const endpoints: [string, (run: ApiRun) => Cells][] = [
    ...first.reads.map(
      (read, i) =>
        [
          read.endpoint,
          (run: ApiRun) => {
            const r = run.reads[i]!;
            return {
              rate: r.store.requests_per_s,
              p99: r.store.p99_ms,
              baseline: r.baseline.requests_per_s,
              ratio: r.ratio,
            };
          },
        ] as [string, (run: ApiRun) => Cells],
    ),
    [
      'POST /api/carts',
      ({ carts }) => ({
        rate: carts.requests_per_s,
        p99: carts.p99_ms,
        baseline: carts.baseline.requests_per_s,
        ratio: carts.ratio,
      }),
    ],
    [
      'POST /api/sales (orders/s)',
      ({ sales }) => ({
        rate: sales.orders_per_s,
        p99: sales.p99_ms,
        baseline: sales.baseline_orders_per_s,
        ratio: sales.ratio,
      }),
    ],
  ];
  const headers = [
    'endpoint',
    ...runs.flatMap((run) => {
      const w = `${run.workers}w`;
      return [`${w} req/s`, `${w} p99 ms`, `${w} baseline`, `${w} ratio`];
    }),
    ...(scaling ? [`${last.workers}w / ${first.workers}w`] : []),
  ];
  const rows = endpoints.map(([name, cells]) => [
    name,
    ...runs.flatMap((run) => {
      const c = cells(run);
      return [c.rate, c.p99, c.baseline ?? '', c.ratio === undefined ? '' : percent(c.ratio)];
    }),
    ...(scaling ? [`${(cells(last).rate / cells(first).rate).toFixed(2)}x`] : []),
  ]);
  return [
    '\nAPI (autocannon; the store with WEB_CONCURRENCY workers, each baseline in as many processes)',
    table(headers, rows),
    ...runs.map(({ workers, reads, carts, sales }) => {
      const refused = Object.entries(sales.status_counts)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, n]) => `${n} x ${code}`);
      const non2xx = reads.reduce((sum, r) => sum + r.store.non_2xx, carts.non_2xx);
      return (
        `${workersLabel(workers)}: sales answered ${refused.join(', ') || 'no'} non-2xx ` +
        `(reads and carts: ${non2xx}); stock after the sales run: ${sales.stock.oversold} sizes oversold, ` +
        `${sales.stock.mismatched} sizes whose reserved units differ from their orders`
      );
    }),
  ];
}

/** The API's targets with one column a run, then the others. */
function targetsReport(checks: TargetCheck[]): string[] {
  const runs = [...new Set(checks.flatMap((c) => (c.workers === undefined ? [] : [c.workers])))];
  const byTarget = new Map<string, Map<number, TargetCheck>>();
  for (const check of checks) {
    if (check.workers === undefined) continue;
    if (!byTarget.has(check.target)) byTarget.set(check.target, new Map());
    byTarget.get(check.target)!.set(check.workers, check);
  }
  const cell = (check?: TargetCheck) => (check ? `${check.value} ${check.met ? 'yes' : 'NO'}` : '-');
  const out = ['\nTargets'];
  if (byTarget.size) {
    out.push(
      table(
        ['API target', ...runs.map(workersLabel)],
        [...byTarget].map(([target, values]) => [target, ...runs.map((w) => cell(values.get(w)))]),
      ),
    );
  }
  const others = checks.filter((c) => c.workers === undefined);
  if (others.length) {
    out.push(
      table(
        ['target', 'value', 'met'],
        others.map((t) => [t.target, t.value, t.met ? 'yes' : 'NO']),
      ),
    );
  }
  return out;
}

export function printReport(results: Results): void {
  const out: string[] = [];
  const { machine, setup } = results;
  out.push(
    `\nVIGOR bench, ${results.date}: ${machine.cpus} x ${machine.model}, Node ${machine.node}, load ${machine.load_average.join(' ')}`,
    `${setup.products} products, ${setup.orders} orders (${setup.order_items} items), ${setup.connections} connections, ` +
      `${setup.duration_s} s a run after ${setup.warmup_s} s of warm-up, NODE_ENV=${setup.node_env}, LOG_LEVEL=${setup.log_level}`,
  );
  if (results.api?.length) out.push(...apiReport(results.api));
  if (results.web) {
    out.push(
      '\nFront end (gzip -9 of the files each page loads: static walk from index.html / loaded in Chromium)',
      table(
        ['page', 'JS', 'CSS', 'JS in Chromium', 'CSS in Chromium', 'files', 'back-office modules'],
        Object.entries(results.web).map(([page, w]) => [
          page,
          kb(w.js_gzip_bytes),
          kb(w.css_gzip_bytes),
          w.loaded_in_chromium ? kb(w.loaded_in_chromium.js_gzip_bytes) : '-',
          w.loaded_in_chromium ? kb(w.loaded_in_chromium.css_gzip_bytes) : '-',
          w.files.length,
          w.back_office_modules.length + (w.loaded_in_chromium?.back_office_modules.length ?? 0),
        ]),
      ),
    );
  }
  if (results.lighthouse) {
    out.push(
      '\nLighthouse 12.8 (mobile defaults)',
      table(
        ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'FCP ms', 'audits below 0.9'],
        Object.entries(results.lighthouse).map(([page, l]) => [
          page,
          l.performance,
          l.accessibility,
          l.best_practices,
          l.seo,
          l.lcp_ms,
          l.cls,
          l.tbt_ms,
          l.fcp_ms,
          l.failed_audits.join(', ') || '-',
        ]),
      ),
    );
  }
  if (results.targets) out.push(...targetsReport(results.targets));
  console.log(out.join('\n'));
}
