import { stem as porterStem } from "./stem";
import { words } from "./words";

/** English function words: they say nothing about what a text is about. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    "a an and are as at be by can do does for from has have how i in is it its of on or our the their this to " +
    "we what when where which who why will with you your my me us should need want about into get"
  ).split(" "),
);

export interface TermOptions {
  /** Words dropped before stemming (default: FUNCTION_WORDS). */
  stopwords?: ReadonlySet<string>;
  /** Shorter words are dropped too (default 1: keep every word). */
  minLength?: number;
  /** Default: Porter (`stem`). */
  stem?: (word: string) => string;
}

/** The stemmed content words of a text, in order. */
export function terms(text: string, { stopwords = FUNCTION_WORDS, minLength = 1, stem = porterStem }: TermOptions = {}): string[] {
  const out: string[] = [];
  for (const w of words(text)) if (w.length >= minLength && !stopwords.has(w)) out.push(stem(w));
  return out;
}
