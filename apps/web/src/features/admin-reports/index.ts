// The REPORTS tab's entry (eslint.config.js enforces it); an agent's own figures for its desk.
import './reports.css';
export { AgentsSection } from './components/agents-section';
export { ReportsTab } from './components/reports-tab';
