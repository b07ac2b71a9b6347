// The about page's public entry: what app/ composes (eslint.config.js enforces it).
export { AboutPage } from './components/about-page';
