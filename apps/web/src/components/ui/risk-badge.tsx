import type { OrderRisk, RiskBand } from '@vigor/shared';

const LABELS: Record<RiskBand, string> = { low: 'Low risk', medium: 'Medium risk', high: 'High risk' };

/**
 * An order's risk band (docs/product.md, "Risk bands") on the desk, in SALES and on the order's
 * history: the band with its score, and with `reasons` the words the score comes from.
 */
export function RiskBadge({ risk, reasons = false }: { risk: OrderRisk | null; reasons?: boolean }) {
  if (!risk) return null;
  const badge = (
    <span
      className={`bo-history bo-risk bo-risk--${risk.band}`}
      title={risk.reasons.join(' · ') || undefined}
      data-band={risk.band}
    >
      {LABELS[risk.band]} · {Math.round(risk.score * 100)}%
    </span>
  );
  if (!reasons) return badge;
  return (
    <div className="bo-risk__detail">
      {badge}
      {risk.reasons.length > 0 && (
        <ul aria-label="Why this band">
          {risk.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
