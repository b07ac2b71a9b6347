// The CONFIRM tab's entry: the desk's queue and its alerts (eslint.config.js enforces it).
import './confirmation.css';
export { ConfirmTab } from './components/confirm-tab';
