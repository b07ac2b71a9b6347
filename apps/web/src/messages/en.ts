/**
 * The storefront's English texts: the shape every language's catalogue must have exactly
 * (fr.ts and ar.ts are typed `Messages`: a missing or extra key fails `pnpm typecheck`).
 * Texts that take a value are functions; counted phrases go through `plural` (lib/i18n.tsx).
 */
import { brand } from '../config/brand';

const en = {
  layout: {
    skip: 'Skip to content',
    banner: (threshold: number) => `FREE SHIPPING ON ORDERS OVER ${threshold} DH`,
    nav: { shop: 'SHOP', hoodies: 'HOODIES', beanies: 'BEANIES', about: 'ABOUT', contact: 'CONTACT' },
    mainNav: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    home: `${brand.name} home`,
    cart: 'Cart',
    cartWith: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
    languages: 'Language',
    footerShop: 'Shop',
    footerHelp: 'Help',
    footerFollow: 'Follow us',
    footerSocial: 'Social',
    shopAll: 'Shop all',
    hoodies: 'Hoodies',
    beanies: 'Beanies',
    sizeGuide: 'Size Guide',
    contact: 'Contact',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    chat: 'Chat on WhatsApp',
    established: `EST. ${brand.established}`,
    cod: 'Cash on delivery across Morocco.',
    rights: `© ${brand.copyrightYear} ${brand.name}. All rights reserved.`,
  },
  leads: {
    phoneUse: 'We use your phone number only to confirm your order.',
  },
};

export type Messages = typeof en;
export default en;
