// The contact page's public entry: what app/ composes (eslint.config.js enforces it).
export { ContactPage } from './components/contact-page';
