// The traffic dashboard's entry: live guest sessions and their carts (eslint.config.js enforces it).
import './traffic.css';
export { TrafficDashboardPage } from './components/traffic-dashboard-page';
