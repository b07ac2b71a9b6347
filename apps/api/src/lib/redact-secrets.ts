/**
 * Secrets taken out of any text the shop stores or answers (a carrier's or ad platform's error
 * that echoes the key it was sent: docs/security.md). A platform may echo a secret whole, cut
 * (its first or last characters), or URL-encoded in a link it quotes, so each secret is looked for
 * in those forms too. Kept for any module that stores an outside answer (carriers, ads).
 */

const MASK = '••••';

/** Pieces shorter than this are too common to mean a secret (a word, a number). */
const MIN_PIECE = 8;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The secret as a platform may write it: as is, URL-encoded, form-encoded. */
function spellings(secret: string): string[] {
  const encoded = encodeURIComponent(secret);
  return [...new Set([secret, encoded, encoded.replace(/%20/g, '+'), encodeURI(secret)])];
}

/**
 * A pattern for the spelling whole or any piece of it of at least MIN_PIECE characters that
 * starts or ends it (a prefix or a suffix); a short secret only whole.
 */
function piecesPattern(spelling: string): string {
  const chars = [...spelling].map(escapeRegExp);
  if (chars.length <= MIN_PIECE) return chars.join('');
  const prefix =
    chars.slice(0, MIN_PIECE).join('') +
    chars
      .slice(MIN_PIECE)
      .reverse()
      .reduce((rest, char) => `(?:${char}${rest})?`, '');
  const suffix =
    chars
      .slice(0, -MIN_PIECE)
      .reduce((rest, char) => `(?:${rest}${char})?`, '') + chars.slice(-MIN_PIECE).join('');
  return `${prefix}|${suffix}`;
}

/** The text with every given secret (in any of its forms, whole or cut) replaced by "••••". */
export function redactSecrets(text: string, secrets: readonly (string | null | undefined)[]): string {
  const patterns = secrets
    .filter((s): s is string => typeof s === 'string' && s.trim().length > 0)
    .flatMap(spellings)
    // Longest first, so a whole secret is masked before one of its pieces.
    .sort((a, b) => b.length - a.length)
    .map(piecesPattern);
  if (!patterns.length) return text;
  return text.replace(new RegExp(patterns.join('|'), 'g'), MASK);
}
