import { brand } from '../config/brand';
import type { Messages } from './en';

/** Les textes de la boutique en français (la forme est celle de en.ts). */
const fr: Messages = {
  layout: {
    skip: 'Aller au contenu',
    banner: (threshold) => `LIVRAISON GRATUITE DÈS ${threshold} DH D'ACHAT`,
    nav: { shop: 'BOUTIQUE', hoodies: 'HOODIES', beanies: 'BONNETS', about: 'À PROPOS', contact: 'CONTACT' },
    mainNav: 'Principal',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    home: `Accueil ${brand.name}`,
    cart: 'Panier',
    cartWith: (count) => `Panier, ${count} ${count <= 1 ? 'article' : 'articles'}`,
    languages: 'Langue',
    footerShop: 'Boutique',
    footerHelp: 'Aide',
    footerFollow: 'Suivez-nous',
    footerSocial: 'Réseaux',
    shopAll: 'Tout voir',
    hoodies: 'Hoodies',
    beanies: 'Bonnets',
    sizeGuide: 'Guide des tailles',
    contact: 'Contact',
    privacy: 'Confidentialité',
    terms: 'Conditions de vente',
    chat: 'Écrivez-nous sur WhatsApp',
    established: `DEPUIS ${brand.established}`,
    cod: 'Paiement à la livraison partout au Maroc.',
    rights: `© ${brand.copyrightYear} ${brand.name}. Tous droits réservés.`,
  },
  leads: {
    phoneUse: 'Nous utilisons votre numéro uniquement pour confirmer votre commande.',
  },
};

export default fr;
