// The size guide's public entry: what app/ composes (eslint.config.js enforces it).
export { SizeGuidePage } from './components/size-guide-page';
