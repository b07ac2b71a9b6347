// The CONFIRM tab's entry: the desk's queue and its alerts (eslint.config.js enforces it).
export { ConfirmTab } from './components/confirm-tab';
