// The legal pages' public entry: what app/ composes (eslint.config.js enforces it).
export { PrivacyPage } from './components/privacy-page';
export { TermsPage } from './components/terms-page';
