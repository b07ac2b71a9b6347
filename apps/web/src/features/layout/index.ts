// The storefront layout's public entry: header, footer and banners around every page, which
// app/router.tsx puts at the root (eslint.config.js enforces it).
export { RootLayout } from './components/root-layout';
