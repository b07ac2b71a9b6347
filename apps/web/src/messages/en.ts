/**
 * The storefront's English texts that every page shows: the layout, the home page, the product
 * cards and the shared controls. The other pages' texts are in pages/en.ts, loaded with those
 * pages (lib/i18n.tsx), so that the first page does not download them.
 * This is the shape every language's catalogue must have exactly (fr.ts and ar.ts are typed
 * `Messages`: a missing or extra key fails `pnpm typecheck`). Texts that take a value are
 * functions; counted phrases go through `plural` (lib/plural.ts).
 */
import { formatCalendarDate } from '@vigor/shared';
import { brand } from '../config/brand';

const en = {
  ui: {
    closeNotification: 'Close notification',
    newTab: ' (opens in a new tab)',
    pagination: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: (n: number) => `Page ${n}`,
    quantity: 'Quantity',
    decrease: (label: string) => `Decrease ${label.toLowerCase()}`,
    increase: (label: string) => `Increase ${label.toLowerCase()}`,
    imageNotFound: 'Image Not Found',
    noImage: 'No Image',
    regularPrice: 'Regular price ',
    salePrice: 'Sale price ',
    preOrder: (date: string | null) =>
      date ? `Pre-order — ships by ${formatCalendarDate(date, 'en')}` : 'Pre-order',
    error: (message: string) => `Error: ${message}`,
    genericError: 'Something went wrong. Please try again.',
  },
  home: {
    title: `${brand.name} | Moroccan streetwear`,
    description: (threshold: number) =>
      `${brand.name}: Moroccan streetwear. Hoodies, beanies and t-shirts, cash on delivery across Morocco, free shipping on orders over ${threshold} dh.`,
    tagline: brand.tagline as readonly [string, string],
    buyNow: 'BUY NOW',
    rows: { hoodies: 'HOODIES', beanies: 'BEANIES' },
    storyTitle: 'OUR STORY',
    story: `${brand.name} was born in ${brand.established} on the streets of Morocco: heavyweight hoodies and beanies for people who move with purpose. Every piece is designed to be worn hard and worn proud.`,
    storyCod: `Cash on delivery everywhere in Morocco, and a call within ${brand.confirmationCallHours} hours to confirm your order.`,
    readMore: 'READ MORE',
    readMoreAbout: ` about ${brand.name}`,
  },
  row: {
    categories: { hoodies: 'hoodies', beanies: 'beanies' },
    scrollBack: (category: string) => `Scroll ${category} left`,
    scrollForward: (category: string) => `Scroll ${category} right`,
    viewAll: 'VIEW ALL',
    viewAllOf: (category: string) => `VIEW ALL ${category}`,
    failed: (category: string) => `Couldn't load ${category}.`,
    retry: 'RETRY',
    retrying: 'RETRYING...',
    retryOf: (category: string) => `Retry loading ${category}`,
    loading: 'Loading products...',
    none: (category: string) => `No ${category} found.`,
  },
  card: {
    badge: { comingSoon: 'Coming Soon', preOrder: 'Pre-Order', soldOut: 'Sold Out', available: 'Available' },
    action: {
      'coming-soon': 'COMING SOON',
      'sold-out': 'SOLD OUT',
      'pre-order': 'PRE-ORDER NOW',
      'choose-size': 'CHOOSE SIZE',
      add: 'ADD TO CART',
    },
    added: (name: string) => `${name} added to cart successfully!`,
    addFailed: 'Failed to add product to cart. Please try again.',
  },
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
};

export type Messages = typeof en;
export default en;
