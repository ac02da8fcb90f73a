import { stem } from "./stem";

/**
 * Function words plus the boilerplate every control catalog repeats ("organization",
 * "established", "ensure"): they carry no signal about which control a text is about.
 */
const STOPWORDS = new Set(
  (
    "a an and are as at be been being by can could do does for from has have having how i if in " +
    "into is it its itself may might must no nor not of on or other others our out over own same " +
    "shall should so some such than that the their them then there these they this those through " +
    "to too under until up upon very was we were what when where which while who whom why will with " +
    "within without would you your e g eg ie etc via per also any all each both either every " +
    "including include includes based across among against between about after before during " +
    "organization organizational organizations organisation organisational entity entities " +
    "ensure ensures ensured established establish establishes implement implemented implements " +
    "implementation defined define defines appropriate applicable relevant necessary specified " +
    "organizationally assignment selection one more"
  ).split(/\s+/),
);

/** Lowercases, folds accents and splits on anything that is not a letter or digit. */
export function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** Stemmed content words in order; stopwords dropped, single characters dropped. */
export function stems(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (w.length < 2 || STOPWORDS.has(w)) continue;
    out.push(stem(w));
  }
  return out;
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}
