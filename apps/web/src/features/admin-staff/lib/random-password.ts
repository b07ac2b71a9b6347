/** Letters and digits that read unambiguously aloud and on paper (no 0/O, 1/l/I). */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A strong password to hand to a new user: four groups of five characters drawn by the browser's
 * cryptographic generator (about 116 bits), e.g. `k7Fq2-xPm9a-…`.
 */
export function randomPassword(): string {
  const bytes = crypto.getRandomValues(new Uint32Array(20));
  const chars = Array.from(bytes, (n) => ALPHABET[n % ALPHABET.length]);
  return [0, 5, 10, 15].map((start) => chars.slice(start, start + 5).join('')).join('-');
}
