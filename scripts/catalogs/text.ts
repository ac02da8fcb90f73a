/** Collapses whitespace runs and trims, so source formatting noise never reaches the API. */
export function clean(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:])/g, "$1")
    .trim();
}

/** Ends a sentence-like fragment with a full stop unless it already ends in punctuation. */
export function sentence(text: string): string {
  const t = clean(text);
  return /[.!?…:]$/.test(t) ? t : `${t}.`;
}
