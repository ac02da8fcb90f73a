/**
 * Porter (1980) suffix-stripping stemmer. Control texts say the same thing as
 * "encrypt", "encrypted", "encryption"; stemming lets those meet in one term.
 */

const cache = new Map<string, string>();

function isConsonant(w: string, i: number): boolean {
  const c = w[i];
  if (c === "a" || c === "e" || c === "i" || c === "o" || c === "u") return false;
  if (c === "y") return i === 0 ? true : !isConsonant(w, i - 1);
  return true;
}

/** m() of the Porter paper: number of VC sequences in w[0..end). */
function measure(w: string, end: number): number {
  let n = 0;
  let i = 0;
  while (i < end && isConsonant(w, i)) i++;
  while (i < end) {
    while (i < end && !isConsonant(w, i)) i++;
    if (i >= end) break;
    n++;
    while (i < end && isConsonant(w, i)) i++;
  }
  return n;
}

function hasVowel(w: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (!isConsonant(w, i)) return true;
  return false;
}

function endsDoubleConsonant(w: string): boolean {
  const n = w.length;
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}

/** *o: stem ends cvc where the last c is not w, x or y. */
function endsCvc(w: string, end: number): boolean {
  if (end < 3) return false;
  if (!isConsonant(w, end - 1) || isConsonant(w, end - 2) || !isConsonant(w, end - 3)) return false;
  const c = w[end - 1];
  return c !== "w" && c !== "x" && c !== "y";
}

function replaceIf(w: string, suffix: string, repl: string, minM: number): string | null {
  if (!w.endsWith(suffix)) return null;
  const stemEnd = w.length - suffix.length;
  if (measure(w, stemEnd) > minM) return w.slice(0, stemEnd) + repl;
  return w;
}

const step2: [string, string][] = [
  ["ational", "ate"], ["tional", "tion"], ["enci", "ence"], ["anci", "ance"], ["izer", "ize"],
  ["bli", "ble"], ["alli", "al"], ["entli", "ent"], ["eli", "e"], ["ousli", "ous"],
  ["ization", "ize"], ["ation", "ate"], ["ator", "ate"], ["alism", "al"], ["iveness", "ive"],
  ["fulness", "ful"], ["ousness", "ous"], ["aliti", "al"], ["iviti", "ive"], ["biliti", "ble"],
  ["logi", "log"],
];
const step3: [string, string][] = [
  ["icate", "ic"], ["ative", ""], ["alize", "al"], ["iciti", "ic"], ["ical", "ic"], ["ful", ""], ["ness", ""],
];
const step4 = [
  "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion", "ou",
  "ism", "ate", "iti", "ous", "ive", "ize",
];

/**
 * Plain Porter merges words that security texts must keep apart: "authorized" and
 * "authorities" both become "author". These families get fixed stems instead.
 */
const PROTECTED: [RegExp, string][] = [
  [/^authori[sz]/, "authoriz"],
  [/^authorit/, "authorit"],
  [/^authent/, "authent"],
  [/^polic/, "polici"],
  [/^organi[sz]ation/, "organ"],
  [/^privac/, "privaci"],
];

export function stem(word: string): string {
  if (word.length <= 2) return word;
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  for (const [re, fixed] of PROTECTED) {
    if (re.test(word)) {
      cache.set(word, fixed);
      return fixed;
    }
  }
  let w = word;

  // Step 1a
  if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("ies")) w = w.slice(0, -2);
  else if (w.endsWith("ss")) {
    /* keep */
  } else if (w.endsWith("s")) w = w.slice(0, -1);

  // Step 1b
  let extra = false;
  if (w.endsWith("eed")) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else if (w.endsWith("ed") && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2);
    extra = true;
  } else if (w.endsWith("ing") && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3);
    extra = true;
  }
  if (extra) {
    if (w.endsWith("at") || w.endsWith("bl") || w.endsWith("iz")) w += "e";
    else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w, w.length) === 1 && endsCvc(w, w.length)) w += "e";
  }

  // Step 1c
  if (w.endsWith("y") && hasVowel(w, w.length - 1)) w = w.slice(0, -1) + "i";

  // Step 2
  for (const [suf, rep] of step2) {
    if (w.endsWith(suf)) {
      w = replaceIf(w, suf, rep, 0) ?? w;
      break;
    }
  }
  // Step 3
  for (const [suf, rep] of step3) {
    if (w.endsWith(suf)) {
      w = replaceIf(w, suf, rep, 0) ?? w;
      break;
    }
  }
  // Step 4
  for (const suf of step4) {
    if (!w.endsWith(suf)) continue;
    const stemEnd = w.length - suf.length;
    if (measure(w, stemEnd) > 1) {
      if (suf === "ion") {
        const prev = w[stemEnd - 1];
        if (prev === "s" || prev === "t") w = w.slice(0, stemEnd);
      } else {
        w = w.slice(0, stemEnd);
      }
    }
    break;
  }
  // Step 5a
  if (w.endsWith("e")) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !endsCvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  // Step 5b
  if (measure(w, w.length) > 1 && endsDoubleConsonant(w) && w.endsWith("l")) w = w.slice(0, -1);

  cache.set(word, w);
  return w;
}
