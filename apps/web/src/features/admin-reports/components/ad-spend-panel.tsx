import { useState, type FormEvent } from 'react';
import { AD_REPORTING_PLATFORMS, type AdReportingPlatform } from '@vigor/shared';
import { messageOf } from '../../../lib/api-client';
import { useImportSpend, useUploadSpend } from '../api/profit';

const PLATFORM_NAMES: Record<AdReportingPlatform, string> = { meta: 'Meta', tiktok: 'TikTok' };

/**
 * Ad spend in: a sheet (.xlsx or .csv with date, platform, campaign, ad set, ad, spend, currency)
 * for any source, or the range read again from Meta's or TikTok's reporting API. A day sent
 * again replaces itself (docs/product.md, "Profit").
 */
export function AdSpendPanel({ from, to }: { from: string; to: string }) {
  const upload = useUploadSpend();
  const importSpend = useImportSpend();
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const failed = (error: unknown) => {
    setMessage(messageOf(error));
    const body = (error as { body?: { errors?: Record<string, string[]> } }).body;
    setErrors(Object.entries(body?.errors ?? {}).map(([cell, messages]) => `${cell}: ${messages.join(' ')}`));
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setErrors([]);
    upload.mutate(file, {
      onSuccess: ({ data }) =>
        setMessage(`Spend sheet stored: ${data.added} rows added, ${data.replaced} replaced.`),
      onError: failed,
    });
  };
  const read = (platform: AdReportingPlatform) => {
    setErrors([]);
    importSpend.mutate(
      { platform, from, to },
      {
        onSuccess: ({ data }) =>
          setMessage(
            `${PLATFORM_NAMES[platform]}: ${data.added} rows, ${data.replaced} replaced, ${data.set_aside} set aside.`,
          ),
        onError: failed,
      },
    );
  };
  return (
    <section className="bo-panel" aria-label="Ad spend">
      <h3>Ad spend</h3>
      <form className="bo-inline-form" onSubmit={send}>
        <label>
          Spend sheet (.xlsx or .csv){' '}
          <input
            type="file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <button type="submit" className="button" disabled={!file || upload.isPending}>
          UPLOAD SPEND
        </button>
      </form>
      <div className="bo-panel__buttons">
        {AD_REPORTING_PLATFORMS.map((platform) => (
          <button
            key={platform}
            type="button"
            className="button button--outline"
            disabled={importSpend.isPending}
            onClick={() => read(platform)}
          >
            Import from {PLATFORM_NAMES[platform]}
          </button>
        ))}
      </div>
      {message && <p role="status">{message}</p>}
      {errors.length > 0 && (
        <ul role="alert" aria-label="Cells to correct">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
