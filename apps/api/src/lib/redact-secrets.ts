/**
 * Secrets out of any text the store keeps or shows (an outside platform's error that echoes
 * what it was sent): whole, cut short (a prefix, a suffix, any piece of SHORTEST_PIECE
 * characters or more) and URL-encoded once or twice.
 */
const SHORTEST_PIECE = 8;
const REDACTED = '[redacted]';

/** Every written form of a secret the text may hold. */
function formsOf(secret: string): string[] {
  const once = encodeURIComponent(secret);
  return [...new Set([secret, once, encodeURIComponent(once)])];
}

export function redactSecrets(text: string, secrets: readonly (string | null | undefined)[]): string {
  const hidden = new Array<boolean>(text.length).fill(false);
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of formsOf(secret)) {
      const piece = Math.min(SHORTEST_PIECE, form.length);
      for (let i = 0; i + piece <= text.length; i++) {
        if (form.includes(text.slice(i, i + piece))) hidden.fill(true, i, i + piece);
      }
    }
  }
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (!hidden[i]) out += text[i];
    else if (!hidden[i - 1]) out += REDACTED;
  }
  return out;
}
