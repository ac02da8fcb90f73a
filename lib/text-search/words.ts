/**
 * Folds text to what search compares: accents removed, lower case, HTML entities and every run of
 * characters other than ASCII letters and digits turned into one space.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The folded words of a text, in order. */
export function words(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(" ") : [];
}
