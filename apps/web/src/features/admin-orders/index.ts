// The SALES tab's entry: every order and its status (eslint.config.js enforces it).
import './orders.css';
export { getSales, salesKeys, salesStatsQuery } from './api/sales';
export type { BatchDialogProps } from './components/bulk-bar';
export { OrderPage } from './components/order-page';
export { SalesTab } from './components/sales-tab';
