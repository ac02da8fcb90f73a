import { analyze } from "./analyze";
import { linkDocs, mappedWords, NeighbourVote, type TrainingPair } from "./crosswalk-signals";
import { ACCEPTED_BOOST, controlKey, feedbackEffects, feedbackQueryText, REJECTED_PENALTY, VectorCache, type FeedbackEntry } from "./feedback";
import { addCounts, docTf, termCounts, type TermCounts, unitVector, VectorIndex, weightedParts } from "./text-vectors";

export { feedbackQueryText, type FeedbackEntry } from "./feedback";
export type { TrainingPair } from "./crosswalk-signals";

/**
 * Retrieval model for mapping suggestions: unsupervised text signals, two signals learned from the official
 * crosswalks the product ships, and the account's own accept/reject decisions.
 *
 * Unsupervised (every catalog, no crosswalk read):
 * 1. BM25F over the fields title, description and category, with stemmed words and security-concept terms.
 *    Titles weigh most: many catalogs (ISO 27001 Annex A, SOC 2) carry only a short name.
 * 2. TF-IDF cosine over stems, concepts and stem bigrams of the whole control text; it rewards shared phrases
 *    ("access rights", "supply chain") that BM25 scores as independent words. A query's title, description
 *    and category are unit vectors weighted 1 : 0.5 : 0.3, so a long description never drowns the title.
 * 3. Title precision: the idf-weighted share of a control's own name that the (feedback-expanded) query
 *    mentions, which favours a short name echoed in full over a long description sharing many words.
 * Before scoring, the query is expanded by pseudo-relevance feedback over all catalogs, and controls known
 * only by a short name borrow vocabulary of their nearest controls in other catalogs.
 *
 * Learned from the crosswalk rows given to buildSuggestIndex (the product passes every row of
 * lib/frameworks/catalogs/crosswalks.json; bench/mapping-quality.ts passes cross-validation folds):
 * 4. Document expansion: a control a crosswalk maps to gets a fourth BM25F field (and cosine terms) made of
 *    the names of the controls mapped to it, so ISO A.5.15 is also found by the words of AC-3 and PR.AA-05.
 * 5. Query neighbours: the crosswalk's source controls most similar to the query vote for their targets
 *    (crosswalk-signals.ts).
 *
 * The first three signals are scaled by the best candidate's value, the vote is already a share in 0..1,
 * and the four are averaged with fixed weights. An account's earlier decisions (feedback.ts) then add to or
 * take from that score in proportion to how similar their query was. The score becomes a confidence through
 * a fixed logistic over absolute evidence (how much of the query the control covers, how similar the texts
 * are, the account's decisions), so a weak best match does not look certain just because it is first.
 *
 * Measured by bench/mapping-quality.ts with 10-fold cross-validation grouped by source control (an SP 800-53
 * control with its enhancements, the same-named "-1" controls together), so no evaluated row was learned
 * from: recall@5 0.93 on CSF 2.0 → ISO 27001 and 0.86 / 0.88 on SP 800-53 → ISO 27001 (titles / with
 * statements), against 0.87 and 0.77 / 0.80 unsupervised; the README has the full figures. The weights
 * were chosen on those cross-validated figures. Bump MODEL_VERSION when the model or the crosswalks change:
 * stored decisions and mappings name the version that suggested them.
 */
export const MODEL_VERSION = "suggest-2026.11.2-crosswalk";

export interface SuggestDoc {
  framework: string;
  controlId: string;
  title: string;
  description: string;
  category: string;
}

export interface Suggestion {
  framework: string;
  controlId: string;
  controlName: string;
  confidence: number;
}

export interface SuggestQuery {
  title: string;
  description?: string;
  category?: string;
  framework?: string;
  limit?: number;
}

export interface SuggestIndex {
  /** Up to `limit` (≤ 10) controls, best first; `feedback` (newest first) re-ranks for one account. */
  suggest(query: SuggestQuery, feedback?: readonly FeedbackEntry[]): Suggestion[];
  size: number;
  /** How many crosswalk examples (source controls) the index learned from. */
  examples: number;
}

const K1 = 1.2;
const FIELDS = [
  { key: "title", weight: 3.0, b: 0.5 },
  { key: "description", weight: 1.0, b: 0.75 },
  { key: "category", weight: 0.6, b: 0.3 },
] as const;
type FieldKey = (typeof FIELDS)[number]["key"];
/** The learned field: names of the controls mapped to this one (many for a popular target, so normalised hard). */
const MAPPED_FIELD = { weight: 0.7, b: 0.75 };
/** The learned names join a control's cosine vector at full weight (its name already counts twice there). */
const MAPPED_COSINE = 1;

/** Query parts: a control's title says what it is about; its description elaborates. */
const QUERY_PART_WEIGHT = { title: 1.0, description: 0.5, category: 0.3 } as const;
const PRF_DOCS = 5;
const PRF_TERMS = 20;
const PRF_WEIGHT = 1.0;
/** documents with at most this many title+description terms get expanded */
const SHORT_DOC_TERMS = 12;
const EXPANSION_DOCS = 6;
const EXPANSION_TERMS = 15;
const EXPANSION_WEIGHT = 0.25;
/** An example's text for the neighbour vote: its name counts double, its statement a little. */
const EXAMPLE_TITLE = 2;
const EXAMPLE_DESCRIPTION = 0.3;

const FUSION_BM25 = 0.5;
const FUSION_COSINE = 0.5;
const FUSION_TITLE = 0.6;
const FUSION_NEIGHBOURS = 2;

interface Postings {
  docs: number[];
  tf: number[];
}

/** Per-query score accumulator over all documents, reset after use (no allocation per query). */
class Scores {
  readonly value: Float64Array;
  readonly touched: number[] = [];

  constructor(n: number) {
    this.value = new Float64Array(n);
  }

  add(doc: number, v: number) {
    if (this.value[doc] === 0) this.touched.push(doc);
    this.value[doc] += v;
  }

  /** [doc, score] pairs, best first (ties by doc order, so answers are deterministic). */
  ranked(limit = Infinity): [number, number][] {
    return this.touched
      .map((d) => [d, this.value[d]] as [number, number])
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit);
  }

  max(): number {
    let m = 0;
    for (const d of this.touched) m = Math.max(m, this.value[d]);
    return m;
  }

  clear() {
    for (const d of this.touched) this.value[d] = 0;
    this.touched.length = 0;
  }
}

export function buildSuggestIndex(docs: readonly SuggestDoc[], training: readonly TrainingPair[] = []): SuggestIndex {
  const n = docs.length;
  const fieldCounts: Record<FieldKey, TermCounts[]> = { title: [], description: [], category: [] };
  const fieldLen: Record<FieldKey, number[]> = { title: [], description: [], category: [] };
  const cosineCounts: TermCounts[] = [];

  for (const d of docs) {
    for (const f of FIELDS) {
      const counts = termCounts(analyze(d[f.key]), false);
      fieldCounts[f.key].push(counts);
      fieldLen[f.key].push(total(counts));
    }
    cosineCounts.push(termCounts(analyze(`${d.title} ${d.title} ${d.description}`), true));
  }

  const links = linkDocs(docs, training);
  const mapped = mappedWords(links, fieldCounts.title, n);
  const mappedLen = mapped.map((m) => (m ? total(m) : 0));
  const mappedDocs = mappedLen.filter((l) => l > 0);
  const avgMapped = mappedDocs.length ? mappedDocs.reduce((s, x) => s + x, 0) / mappedDocs.length : 1;

  const avgLen = {} as Record<FieldKey, number>;
  for (const f of FIELDS) avgLen[f.key] = Math.max(1e-9, fieldLen[f.key].reduce((s, x) => s + x, 0) / n);

  // BM25F: per-field weighted, length-normalised frequencies merged into one posting per term
  const merged: TermCounts[] = [];
  for (let i = 0; i < n; i++) {
    const m: TermCounts = new Map();
    for (const f of FIELDS) {
      const norm = 1 - f.b + f.b * (fieldLen[f.key][i] / avgLen[f.key]);
      addCounts(m, fieldCounts[f.key][i], f.weight / norm);
    }
    merged.push(m);
  }
  let { df, postings } = invert(merged);
  const idf = (t: string) => {
    const d = df.get(t) ?? 0;
    return Math.log(1 + (n - d + 0.5) / (d + 0.5));
  };
  const bmScores = new Scores(n);

  // Unsupervised document expansion: a control known only by a short name (ISO Annex A, SOC 2) borrows
  // vocabulary from the most similar controls of the other catalogs, found by this same model on its own text.
  const additions = merged.map((_, i) => {
    const own = fieldLen.title[i] + fieldLen.description[i];
    if (own > SHORT_DOC_TERMS) return null;
    const qt = termCounts(analyze(`${docs[i].title} ${docs[i].description}`), false);
    bm25(qt, (j) => docs[j].framework !== docs[i].framework, bmScores);
    const neighbours = bmScores.ranked(EXPANSION_DOCS);
    bmScores.clear();
    if (neighbours.length === 0) return null;
    return relevanceModel(neighbours, EXPANSION_TERMS, EXPANSION_WEIGHT * own);
  });
  additions.forEach((add, i) => add && addCounts(merged[i], add));
  // Learned document expansion (crosswalk-signals.ts): the names of the controls mapped to this one.
  mapped.forEach((m, i) => {
    if (!m) return;
    const norm = 1 - MAPPED_FIELD.b + MAPPED_FIELD.b * (mappedLen[i] / avgMapped);
    addCounts(merged[i], m, MAPPED_FIELD.weight / norm);
    addCounts(cosineCounts[i], m, MAPPED_COSINE);
  });
  ({ df, postings } = invert(merged));

  /** RM3-style term distribution of the given scored documents, scaled to `mass`. */
  function relevanceModel(scored: [number, number][], maxTerms: number, mass: number): TermCounts {
    const top = scored[0][1];
    const rel: TermCounts = new Map();
    for (const [doc, sc] of scored) addCounts(rel, merged[doc], sc / top / total(merged[doc]));
    const terms = [...rel].sort((a, b) => b[1] - a[1]).slice(0, maxTerms);
    const relMass = terms.reduce((s, [, v]) => s + v, 0);
    return new Map(terms.map(([t, v]) => [t, (mass * v) / relMass]));
  }

  // cosine side: its own document frequencies (bigrams included), unit vectors
  const cdf = new Map<string, number>();
  for (const v of cosineCounts) for (const t of v.keys()) cdf.set(t, (cdf.get(t) ?? 0) + 1);
  const cidf = (t: string) => Math.log((n + 1) / ((cdf.get(t) ?? 0) + 1)) + 1;
  const cosineIndex = new VectorIndex();
  cosineCounts.forEach((v, i) => cosineIndex.add(i, unitVector(v, cidf, undefined, docTf)));

  // the crosswalk examples' own text (before any learned words were added), for the neighbour vote
  const exampleIndex = new VectorIndex();
  for (const example of links.keys()) {
    const counts = addCounts(new Map(), termCounts(analyze(docs[example].title), true), EXAMPLE_TITLE);
    addCounts(counts, termCounts(analyze(docs[example].description), true), EXAMPLE_DESCRIPTION);
    exampleIndex.add(example, unitVector(counts, cidf, undefined, docTf));
  }
  const neighbours = new NeighbourVote(links, exampleIndex, n);

  // title precision: each control's name terms with their idf, computed once
  const titleTerms = fieldCounts.title.map((counts) => [...counts.keys()].map((t) => [t, idf(t)] as const));
  const titleMass = titleTerms.map((terms) => terms.reduce((s, [, w]) => s + w, 0));

  const docKeys = docs.map((d) => controlKey(d.framework, d.controlId));
  const docByKey = new Map(docKeys.map((k, i) => [k, i]));
  const feedbackVectors = new VectorCache((text) => unitVector(termCounts(analyze(text), true), cidf, cosineIndex.has));
  const cosScores = new Scores(n);

  function bm25(terms: TermCounts, allowed: (i: number) => boolean, out: Scores) {
    // query-term weight saturates too, so a word repeated in a long query does not dominate
    for (const [t, qc] of terms) {
      const list = postings.get(t);
      if (!list) continue;
      const w = (idf(t) * (qc / (qc + 0.5))) / (K1 + 1);
      for (let k = 0; k < list.docs.length; k++) {
        const doc = list.docs[k];
        if (!allowed(doc)) continue;
        const tf = list.tf[k];
        out.add(doc, (w * tf * (K1 + 1)) / (tf + K1));
      }
    }
  }

  /**
   * Share of the query's own idf mass (before feedback) that a control matches, each term saturating like
   * BM25. Words no catalog uses count against it: a query about something the catalogs never mention
   * should not look covered.
   */
  function coverage(terms: TermCounts, doc: number): number {
    let got = 0;
    let all = 0;
    for (const [t, qc] of terms) {
      const w = idf(t) * (qc / (qc + 0.5));
      all += w;
      const tf = merged[doc].get(t);
      if (tf) got += (w * tf * (K1 + 1)) / (tf + K1) / (K1 + 1);
    }
    return all > 0 ? got / all : 0;
  }

  /** Share of a control's title (idf-weighted, concepts included) that the query mentions. */
  function titlePrecision(doc: number, terms: TermCounts): number {
    if (titleMass[doc] === 0) return 0;
    let hit = 0;
    for (const [t, w] of titleTerms[doc]) if (terms.has(t)) hit += w;
    return hit / titleMass[doc];
  }

  function suggest(q: SuggestQuery, feedback: readonly FeedbackEntry[] = []): Suggestion[] {
    const limit = Math.max(1, Math.min(10, q.limit ?? 10));
    const parts = [
      { text: q.title, w: QUERY_PART_WEIGHT.title },
      { text: q.description ?? "", w: QUERY_PART_WEIGHT.description },
      { text: q.category ?? "", w: QUERY_PART_WEIGHT.category },
    ].filter((p) => p.text.trim());
    const qTerms: TermCounts = new Map();
    const cosParts: { counts: TermCounts; w: number }[] = [];
    for (const p of parts) {
      const a = analyze(p.text);
      addCounts(qTerms, termCounts(a, false), p.w);
      cosParts.push({ counts: termCounts(a, true), w: p.w });
    }
    if (qTerms.size === 0) return [];
    const queryVector = (known: (t: string) => boolean) => weightedParts(cosParts.map((p) => ({ vector: unitVector(p.counts, cidf, known), weight: p.w })));

    const allowed = (i: number) => !q.framework || docs[i].framework === q.framework;

    try {
      // Pseudo-relevance feedback (RM3): the controls of every catalog that best match the query lend it
      // their vocabulary (category, statement, learned names), which bridges terse targets and wordy queries.
      bm25(qTerms, () => true, bmScores);
      const prf = bmScores.ranked(PRF_DOCS);
      bmScores.clear();
      const expanded = new Map(qTerms);
      if (prf.length > 0) addCounts(expanded, relevanceModel(prf, PRF_TERMS, PRF_WEIGHT * total(qTerms)));

      bm25(expanded, allowed, bmScores);
      const votes = neighbours.vote(queryVector(exampleIndex.has), allowed);
      // compared as stored: the query's parts as one text, so the same query is similarity 1
      const effects = feedback.length ? feedbackEffects(feedbackVectors.get(feedbackQueryText(q)), feedback, feedbackVectors.get) : null;

      const candidates = new Set<number>(bmScores.touched);
      for (const d of votes.keys()) candidates.add(d);
      if (effects) {
        for (const [key, effect] of effects) {
          const doc = docByKey.get(key);
          if (doc !== undefined && effect.accepted > 0 && allowed(doc)) candidates.add(doc);
        }
      }
      if (candidates.size === 0) return [];

      cosineIndex.similarities(queryVector(cosineIndex.has), cosScores.value, cosScores.touched);
      const maxBm = bmScores.max();
      let maxCos = 0;
      for (const d of candidates) maxCos = Math.max(maxCos, cosScores.value[d]);
      const wVote = neighbours.size > 0 ? FUSION_NEIGHBOURS : 0;
      const weights = FUSION_BM25 + FUSION_COSINE + FUSION_TITLE + wVote;

      const scored: { doc: number; fused: number; cos: number; accepted: number; rejected: number }[] = [];
      for (const doc of candidates) {
        const b = bmScores.value[doc];
        const c = cosScores.value[doc];
        const vote = votes.get(doc) ?? 0;
        let fused =
          (FUSION_BM25 * (maxBm > 0 ? b / maxBm : 0) +
            FUSION_COSINE * (maxCos > 0 ? c / maxCos : 0) +
            FUSION_TITLE * titlePrecision(doc, expanded) +
            wVote * vote) /
          weights;
        const effect = effects?.get(docKeys[doc]);
        const accepted = effect?.accepted ?? 0;
        const rejected = effect?.rejected ?? 0;
        fused += ACCEPTED_BOOST * accepted - REJECTED_PENALTY * rejected;
        // a control rejected for this very query is not suggested again
        if (rejected > 0 && fused <= 0) continue;
        scored.push({ doc, fused, cos: c, accepted, rejected });
      }
      scored.sort((a, b) => b.fused - a.fused || a.doc - b.doc);

      // best first also in confidence: a lower-ranked control never reads as more certain
      let ceiling = 1;
      return scored.slice(0, limit).map((s, rank) => {
        const evidence = { fused: Math.min(1, Math.max(0, s.fused)), coverage: coverage(qTerms, s.doc), cos: s.cos, rank };
        ceiling = Math.min(ceiling, confidence(evidence, s.accepted - s.rejected));
        return { framework: docs[s.doc].framework, controlId: docs[s.doc].controlId, controlName: docs[s.doc].title, confidence: ceiling };
      });
    } finally {
      bmScores.clear();
      cosScores.clear();
    }
  }

  return { suggest, size: n, examples: links.size };
}

function total(counts: TermCounts): number {
  let s = 0;
  for (const v of counts.values()) s += v;
  return s;
}

function invert(merged: TermCounts[]) {
  const df = new Map<string, number>();
  const postings = new Map<string, Postings>();
  merged.forEach((m, doc) => {
    for (const [t, tf] of m) {
      df.set(t, (df.get(t) ?? 0) + 1);
      let list = postings.get(t);
      if (!list) postings.set(t, (list = { docs: [], tf: [] }));
      list.docs.push(doc);
      list.tf.push(tf);
    }
  });
  return { df, postings };
}

/**
 * Logistic over absolute evidence. `coverage` is the share of the query's idf mass the control matches
 * (0..1), `cos` the text similarity (0..1), `fused` the score relative to the best candidate (1 for the
 * best), `decided` the account's net decision on a similar query (−1 rejected … 1 accepted). Fixed
 * coefficients: a control matching half of a query's distinctive terms sits near 0.5, a near-verbatim match
 * near 0.95, one accepted for the same query near 0.95. The neighbours' vote is left out: adding it made the
 * held-out reliability table worse (bench/mapping-quality.ts prints it).
 */
export function confidence(e: { fused: number; coverage: number; cos: number; rank: number }, decided = 0): number {
  const z = -3.2 + 4.5 * Math.min(1, e.coverage * 1.6) + 2.5 * e.cos + 1.2 * e.fused - 0.08 * e.rank + 5 * decided;
  const p = 1 / (1 + Math.exp(-z));
  return Math.round(Math.min(0.99, Math.max(0.01, p)) * 1000) / 1000;
}
