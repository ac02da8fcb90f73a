/** Text normalisation shared by the validator and search: lower case, ASCII letters and digits, single spaces. */
export function normalizeText(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Regex matching any phrase at a word start; with `wholeWord` also at a word end. */
export function phraseRegex(phrases: readonly string[], wholeWord: boolean): RegExp {
  const alternatives = phrases.map((p) => escapeRegExp(normalizeText(p))).filter(Boolean);
  return new RegExp(`(?:^| )(?:${alternatives.join("|")})${wholeWord ? "(?= |$)" : ""}`);
}
