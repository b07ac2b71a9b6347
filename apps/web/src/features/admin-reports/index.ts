// The REPORTS tab's entry (eslint.config.js enforces it).
export { ReportsTab } from './components/reports-tab';
