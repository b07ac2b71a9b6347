// Cash's entry: carriers' payouts, reconciled against their statements (eslint.config.js enforces it).
export { PayoutPanel } from './components/payout-panel';
export { PayoutsList } from './components/payouts-list';
