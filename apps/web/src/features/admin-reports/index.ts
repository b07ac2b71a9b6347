// The REPORTS tab's entry (eslint.config.js enforces it).
import './reports.css';
export { ReportsTab } from './components/reports-tab';
