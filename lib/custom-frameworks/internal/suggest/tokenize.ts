import { terms } from "@/lib/text-search";

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

/** Stemmed content words in order; stopwords dropped, single characters dropped. */
export function stems(text: string): string[] {
  return terms(text, { stopwords: STOPWORDS, minLength: 2 });
}
