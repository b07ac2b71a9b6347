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
 * Patterns for the spelling's pieces of at least MIN_PIECE characters that start it (prefixes)
 * or end it (suffixes); the whole spelling is its longest prefix. A short secret: only whole.
 */
function piecePatterns(spelling: string): RegExp[] {
  const chars = [...spelling].map(escapeRegExp);
  if (chars.length <= MIN_PIECE) return [new RegExp(chars.join(''), 'g')];
  const prefix =
    chars.slice(0, MIN_PIECE).join('') +
    chars
      .slice(MIN_PIECE)
      .reverse()
      .reduce((rest, char) => `(?:${char}${rest})?`, '');
  const suffix =
    chars.slice(0, -MIN_PIECE).reduce((rest, char) => `(?:${rest}${char})?`, '') +
    chars.slice(-MIN_PIECE).join('');
  return [new RegExp(prefix, 'g'), new RegExp(suffix, 'g')];
}

/** The earliest match of any pattern from `from`, the longest of those that start there. */
function firstLongest(text: string, patterns: RegExp[], from: number) {
  let best: { index: number; end: number } | null = null;
  for (const pattern of patterns) {
    pattern.lastIndex = from;
    const match = pattern.exec(text);
    if (!match || !match[0]) continue;
    const end = match.index + match[0].length;
    if (!best || match.index < best.index || (match.index === best.index && end > best.end)) {
      best = { index: match.index, end };
    }
  }
  return best;
}

/** The text with every given secret (in any of its forms, whole or cut) replaced by "••••". */
export function redactSecrets(text: string, secrets: readonly (string | null | undefined)[]): string {
  const patterns = secrets
    .filter((s): s is string => typeof s === 'string' && s.trim().length > 0)
    .flatMap(spellings)
    .flatMap(piecePatterns);
  let kept = '';
  let from = 0;
  for (let found = firstLongest(text, patterns, from); found; found = firstLongest(text, patterns, from)) {
    kept += text.slice(from, found.index) + MASK;
    from = found.end;
  }
  return kept + text.slice(from);
}
