// The SALES tab's entry: every order and its status (eslint.config.js enforces it).
import './orders.css';
export { getSales, salesKeys, salesStatsQuery } from './api/sales';
export { SalesTab } from './components/sales-tab';
