import { stemmer } from "stemmer";

/**
 * Plain Porter merges words that security texts must keep apart ("authorized" and "authorities"
 * both become "author") and splits British from American spelling. These families get fixed stems.
 */
const PROTECTED: [RegExp, string][] = [
  [/^authori[sz]/, "authoriz"],
  [/^authorit/, "authorit"],
  [/^authent/, "authent"],
  [/^polic/, "polici"],
  [/^organi[sz]ation/, "organ"],
  [/^privac/, "privaci"],
];

const cache = new Map<string, string>();

/** Porter (1980) stem of a folded word (the `stemmer` package), with the fixed families above. */
export function stem(word: string): string {
  if (word.length <= 2) return word;
  let hit = cache.get(word);
  if (hit === undefined) {
    hit = PROTECTED.find(([re]) => re.test(word))?.[1] ?? stemmer(word);
    cache.set(word, hit);
  }
  return hit;
}

/**
 * A light stemmer: plurals and the commonest verb/noun endings only. Document search ranks a small
 * library by short queries and was tuned with it; Porter reorders about half of its result lists.
 */
export function lightStem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 6 && w.endsWith("ation")) w = w.slice(0, -5);
  else if (w.length > 5 && w.endsWith("ion")) w = w.slice(0, -3);
  return w;
}
