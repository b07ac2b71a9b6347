/** Makes user text match literally inside a LIKE / ILIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}
