// Cash's entry: carriers' payouts, reconciled against their statements (eslint.config.js enforces it).
import './cash.css';
export { PayoutPanel } from './components/payout-panel';
export { PayoutsList } from './components/payouts-list';
