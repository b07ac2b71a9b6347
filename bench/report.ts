/** The table `pnpm bench` prints (the same figures as bench-results/latest.json). */
import type { Results } from './run.ts';

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

export function printReport(results: Results): void {
  const out: string[] = [];
  const { machine, setup } = results;
  out.push(
    `\nVIGOR bench, ${results.date}: ${machine.cpus} x ${machine.model}, Node ${machine.node}, load ${machine.load_average.join(' ')}`,
    `${setup.products} products, ${setup.orders} orders (${setup.order_items} items), ${setup.connections} connections, ` +
      `${setup.duration_s} s a run after ${setup.warmup_s} s of warm-up, NODE_ENV=${setup.node_env}, LOG_LEVEL=${setup.log_level}`,
  );
  if (results.api) {
    const { reads, carts, sales } = results.api;
    out.push(
      '\nAPI (autocannon)',
      table(
        [
          'endpoint',
          'req/s',
          'p50 ms',
          'p99 ms',
          'baseline req/s',
          'baseline p99',
          'ratio',
          'bytes',
          'non-2xx',
        ],
        [
          ...reads.map((r) => [
            r.endpoint,
            r.store.requests_per_s,
            r.store.p50_ms,
            r.store.p99_ms,
            r.baseline.requests_per_s,
            r.baseline.p99_ms,
            `${Math.round(r.ratio * 100)}%`,
            r.response_bytes,
            r.store.non_2xx,
          ]),
          [
            'POST /api/carts',
            carts.requests_per_s,
            carts.p50_ms,
            carts.p99_ms,
            carts.baseline.requests_per_s,
            carts.baseline.p99_ms,
            `${Math.round(carts.ratio * 100)}%`,
            '',
            carts.non_2xx,
          ],
          [
            `POST /api/sales (${sales.orders_per_s} orders/s)`,
            sales.requests_per_s,
            sales.p50_ms,
            sales.p99_ms,
            '',
            '',
            '',
            '',
            Object.entries(sales.status_counts)
              .filter(([code]) => !code.startsWith('2'))
              .map(([code, n]) => `${n}x${code}`)
              .join(' ') || 0,
          ],
        ],
      ),
      `stock after the sales run: ${sales.stock.oversold} sizes oversold, ${sales.stock.mismatched} sizes whose reserved units differ from their orders`,
    );
  }
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
  if (results.targets) {
    out.push(
      '\nTargets',
      table(
        ['target', 'value', 'met'],
        results.targets.map((t) => [t.target, t.value, t.met ? 'yes' : 'NO']),
      ),
    );
  }
  console.log(out.join('\n'));
}
