import { foldText } from "@/lib/text-search";

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Regex matching any phrase at a word start; with `wholeWord` also at a word end. */
export function phraseRegex(phrases: readonly string[], wholeWord: boolean): RegExp {
  const alternatives = phrases.map((p) => escapeRegExp(foldText(p))).filter(Boolean);
  return new RegExp(`(?:^| )(?:${alternatives.join("|")})${wholeWord ? "(?= |$)" : ""}`);
}
