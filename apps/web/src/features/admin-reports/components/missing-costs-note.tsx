import { Link } from 'react-router';
import type { ProfitReport } from '@vigor/shared';
import { paths } from '../../../config/paths';

/**
 * Which costs nobody typed yet, with the way to where they are typed: PRODUCTS for unit costs,
 * SETTINGS' carriers for fees. Until then those figures count the cost as 0.
 */
export function MissingCostsNote({ report }: { report: ProfitReport }) {
  const { products, carriers } = report.missing;
  if (!products.length && !carriers.length) return null;
  return (
    <div className="bo-notice" role="note" aria-label="Missing costs">
      <p>
        ⚠ {report.totals.missing_costs} order{report.totals.missing_costs === 1 ? '' : 's'} count a cost
        nobody typed as 0: their contribution and profit are too high until it is.
      </p>
      <ul>
        {products.map((p) => (
          <li key={`p${p.id}`}>
            Unit cost of {p.name}: <Link to={paths.adminTab('products')}>type it in PRODUCTS</Link>
          </li>
        ))}
        {carriers.map((c) => (
          <li key={`c${c.id}`}>
            Fees of {c.name}:{' '}
            <Link to={`${paths.adminTab('settings')}#settings-carriers`}>type them in SETTINGS</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
