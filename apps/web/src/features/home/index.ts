// The home page's public entry: what app/ composes (eslint.config.js enforces it).
export { HomePage } from './components/home-page';
