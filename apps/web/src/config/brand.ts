/** Everything the storefront says about the brand itself: one module, never literals elsewhere. */
export const brand = {
  name: 'VIGOR',
  tagline: ['The look that moves', 'The style that rules'] as const,
  established: 2024,
  copyrightYear: 2024,
  phone: '+212 6 00 00 00 00',
  phoneHref: 'tel:+212600000000',
  email: 'contact@vigor.ma',
  instagram: { handle: '@vigor.ma', url: 'https://www.instagram.com/vigor.ma' },
  tiktok: { handle: '@vigor.ma', url: 'https://www.tiktok.com/@vigor.ma' },
  /** WhatsApp number in international form without "+" or spaces, as wa.me wants it. */
  whatsappNumber: '212600000000',
  whatsappGreeting: 'Hello VIGOR! I have a question about your products.',
  hours: 'Available 24/7',
  exchangeDays: 14,
  confirmationCallHours: 24,
} as const;

/** A chat link that opens the shop's conversation with a prefilled text. */
export function chatUrl(text: string = brand.whatsappGreeting): string {
  return `https://wa.me/${brand.whatsappNumber}?text=${encodeURIComponent(text)}`;
}

/** The brand's social accounts, in the order the footer and the contact page list them. */
export const socialAccounts = [
  { name: 'Instagram', ...brand.instagram },
  { name: 'TikTok', ...brand.tiktok },
] as const;
