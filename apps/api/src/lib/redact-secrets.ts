/**
 * Secrets out of any text the store keeps or shows (a carrier's or ad platform's error that echoes
 * what it was sent: docs/security.md): whole, cut short (a prefix, a suffix, any piece of
 * SHORTEST_PIECE characters or more), URL-encoded once or twice, or form-encoded.
 */
const SHORTEST_PIECE = 8;
const MASK = '••••';

/** Every written form of a secret the text may hold. */
function formsOf(secret: string): string[] {
  const once = encodeURIComponent(secret);
  return [...new Set([secret, once, once.replace(/%20/g, '+'), encodeURI(secret), encodeURIComponent(once)])];
}

export function redactSecrets(text: string, secrets: readonly (string | null | undefined)[]): string {
  const hidden = new Array<boolean>(text.length).fill(false);
  for (const secret of secrets) {
    if (!secret?.trim()) continue;
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
    else if (!hidden[i - 1]) out += MASK;
  }
  return out;
}
