import { stems } from "./tokenize";
import { CONCEPTS } from "./vocabulary";

/** Concept terms are prefixed so they never collide with a stemmed word. */
export const CONCEPT_PREFIX = "#";

interface Phrase {
  stems: string[];
  concept: string;
}

let phraseIndex: Map<string, Phrase[]> | null = null;

/** Phrases keyed by their first stem, longest first, compiled once. */
function phrases(): Map<string, Phrase[]> {
  if (phraseIndex) return phraseIndex;
  const index = new Map<string, Phrase[]>();
  for (const [concept, list] of Object.entries(CONCEPTS)) {
    for (const text of list) {
      const s = stems(text);
      if (s.length === 0) continue;
      const bucket = index.get(s[0]) ?? [];
      if (!bucket.some((p) => p.concept === concept && p.stems.join(" ") === s.join(" "))) {
        bucket.push({ stems: s, concept });
      }
      index.set(s[0], bucket);
    }
  }
  for (const bucket of index.values()) bucket.sort((a, b) => b.stems.length - a.stems.length);
  phraseIndex = index;
  return index;
}

export interface Analyzed {
  /** stemmed content words, in order */
  words: string[];
  /** concept terms found (one per distinct concept occurrence position) */
  concepts: string[];
  /** adjacent stem pairs, joined with "_" */
  bigrams: string[];
}

/**
 * Stems a text and tags the security concepts it mentions. A phrase counts once per
 * position; a concept hit by several phrases at one position counts once.
 */
export function analyze(text: string): Analyzed {
  const w = stems(text);
  const index = phrases();
  const concepts: string[] = [];
  for (let i = 0; i < w.length; i++) {
    const bucket = index.get(w[i]);
    if (!bucket) continue;
    const seenHere = new Set<string>();
    for (const p of bucket) {
      if (seenHere.has(p.concept)) continue;
      if (i + p.stems.length > w.length) continue;
      let ok = true;
      for (let j = 1; j < p.stems.length; j++) {
        if (w[i + j] !== p.stems[j]) {
          ok = false;
          break;
        }
      }
      if (ok) {
        seenHere.add(p.concept);
        concepts.push(CONCEPT_PREFIX + p.concept);
      }
    }
  }
  const bigrams: string[] = [];
  for (let i = 0; i + 1 < w.length; i++) bigrams.push(w[i] + "_" + w[i + 1]);
  return { words: w, concepts, bigrams };
}
