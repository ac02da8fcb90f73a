import { analyze, type Analyzed } from "./analyze";

/**
 * Two-signal retrieval model for mapping suggestions.
 *
 * 1. BM25F over three fields (title, description, category) with stemmed words and
 *    security-concept terms. Titles weigh most: many catalogs (ISO 27001 Annex A, SOC 2)
 *    carry only a short name, and a name match is the strongest evidence.
 * 2. TF-IDF cosine over stems, concepts and stem bigrams of the whole control text; it
 *    rewards shared phrases ("access rights", "supply chain") that BM25 scores as
 *    independent words.
 *
 * 3. Title precision: the idf-weighted share of a control's own name that the (feedback-
 *    expanded) query mentions, which favours a short name echoed in full over a long
 *    description that merely shares many words.
 *
 * Before scoring, the query is expanded by pseudo-relevance feedback over all catalogs, and
 * controls known only by a short name are expanded with vocabulary of their nearest controls
 * in other catalogs (both unsupervised: no crosswalk is read). The first two signals are scaled
 * by the best candidate's value and the three are averaged with fixed weights; the fused score
 * becomes a confidence through a fixed logistic over absolute evidence (how much of the query
 * the control covers, how similar the texts are), so a weak best match does not look certain
 * just because it is first.
 */

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

const K1 = 1.2;
const FIELDS = [
  { key: "title", weight: 3.0, b: 0.5 },
  { key: "description", weight: 1.0, b: 0.75 },
  { key: "category", weight: 0.6, b: 0.3 },
] as const;
type FieldKey = (typeof FIELDS)[number]["key"];

/** Concept terms stand in for several wordings, so they count a little less than a word. */
const CONCEPT_WEIGHT = 1.0;
/** Query parts: a control's title says what it is about; its description elaborates. */
const QUERY_PART_WEIGHT = { title: 1.0, description: 0.5, category: 0.3 };
const FUSION_BM25 = 0.5;
const PRF_DOCS = 5;
const PRF_TERMS = 20;
const PRF_WEIGHT = 1.0;
/** documents with at most this many title+description terms get expanded */
const SHORT_DOC_TERMS = 12;
const EXPANSION_DOCS = 6;
const EXPANSION_TERMS = 15;
const EXPANSION_WEIGHT = 0.25;
const FUSION_COSINE = 0.5;
/** Weight of the title-precision signal (how much of a control's own name the query says). */
const FUSION_TITLE = 0.6;

interface Posting {
  doc: number;
  /** per-field weighted, length-normalised term frequency */
  tf: number;
}

export interface SuggestIndex {
  suggest(query: SuggestQuery): Suggestion[];
  size: number;
}

function termCounts(a: Analyzed, conceptWeight: number, withBigrams: boolean): Map<string, number> {
  const m = new Map<string, number>();
  for (const w of a.words) m.set(w, (m.get(w) ?? 0) + 1);
  for (const c of a.concepts) m.set(c, (m.get(c) ?? 0) + conceptWeight);
  if (withBigrams) for (const b of a.bigrams) m.set(b, (m.get(b) ?? 0) + 1);
  return m;
}

function invert(merged: Map<string, number>[]) {
  const df = new Map<string, number>();
  const postings = new Map<string, Posting[]>();
  merged.forEach((m, doc) => {
    for (const [t, tf] of m) {
      df.set(t, (df.get(t) ?? 0) + 1);
      let list = postings.get(t);
      if (!list) postings.set(t, (list = []));
      list.push({ doc, tf });
    }
  });
  return { df, postings };
}

export function buildSuggestIndex(docs: readonly SuggestDoc[]): SuggestIndex {
  const n = docs.length;
  const fieldCounts: Record<FieldKey, Map<string, number>[]> = { title: [], description: [], category: [] };
  const fieldLen: Record<FieldKey, number[]> = { title: [], description: [], category: [] };
  const cosineVectors: Map<string, number>[] = [];

  for (const d of docs) {
    for (const f of FIELDS) {
      const counts = termCounts(analyze(d[f.key]), CONCEPT_WEIGHT, false);
      fieldCounts[f.key].push(counts);
      let len = 0;
      for (const v of counts.values()) len += v;
      fieldLen[f.key].push(len);
    }
    cosineVectors.push(termCounts(analyze(`${d.title} ${d.title} ${d.description}`), CONCEPT_WEIGHT, true));
  }

  const avgLen = {} as Record<FieldKey, number>;
  for (const f of FIELDS) avgLen[f.key] = Math.max(1e-9, fieldLen[f.key].reduce((s, x) => s + x, 0) / n);

  // BM25F: per-field weighted, length-normalised frequencies merged into one posting per term
  const merged: Map<string, number>[] = [];
  for (let i = 0; i < n; i++) {
    const m = new Map<string, number>();
    for (const f of FIELDS) {
      const counts = fieldCounts[f.key][i];
      const norm = 1 - f.b + f.b * (fieldLen[f.key][i] / avgLen[f.key]);
      for (const [t, c] of counts) m.set(t, (m.get(t) ?? 0) + (f.weight * c) / norm);
    }
    merged.push(m);
  }
  let { df, postings } = invert(merged);
  const idf = (t: string) => {
    const d = df.get(t) ?? 0;
    return Math.log(1 + (n - d + 0.5) / (d + 0.5));
  };

  // Document expansion: a control known only by a short name (ISO Annex A, SOC 2) borrows
  // vocabulary from the most similar controls of the other catalogs, found by this same
  // model on its own text. Unsupervised; no crosswalk is involved.
  const additions = merged.map((_, i) => {
    const own = fieldLen.title[i] + fieldLen.description[i];
    if (own > SHORT_DOC_TERMS) return null;
    const qt = termCounts(analyze(`${docs[i].title} ${docs[i].description}`), CONCEPT_WEIGHT, false);
    const scores = bm25(qt, (j) => docs[j].framework !== docs[i].framework).scores;
    const neighbours = [...scores].sort((a, b) => b[1] - a[1]).slice(0, EXPANSION_DOCS);
    if (neighbours.length === 0) return null;
    return relevanceModel(neighbours, EXPANSION_TERMS, EXPANSION_WEIGHT * own);
  });
  additions.forEach((add, i) => {
    if (!add) return;
    for (const [t, v] of add) merged[i].set(t, (merged[i].get(t) ?? 0) + v);
  });
  ({ df, postings } = invert(merged));

  /** RM3-style term distribution of the given scored documents, scaled to `mass`. */
  function relevanceModel(scored: [number, number][], maxTerms: number, mass: number): Map<string, number> {
    const top = scored[0][1];
    const rel = new Map<string, number>();
    for (const [doc, sc] of scored) {
      const m = merged[doc];
      let total = 0;
      for (const v of m.values()) total += v;
      for (const [t, v] of m) rel.set(t, (rel.get(t) ?? 0) + (sc / top) * (v / total));
    }
    const terms = [...rel].sort((a, b) => b[1] - a[1]).slice(0, maxTerms);
    let relMass = 0;
    for (const [, v] of terms) relMass += v;
    return new Map(terms.map(([t, v]) => [t, (mass * v) / relMass]));
  }

  // cosine side: its own document frequencies (bigrams included), l2-normalised vectors
  const cdf = new Map<string, number>();
  for (const v of cosineVectors) for (const t of v.keys()) cdf.set(t, (cdf.get(t) ?? 0) + 1);
  const cidf = (t: string) => Math.log((n + 1) / ((cdf.get(t) ?? 0) + 1)) + 1;
  const cpostings = new Map<string, { doc: number; w: number }[]>();
  cosineVectors.forEach((v, i) => {
    let norm = 0;
    const weighted: [string, number][] = [];
    for (const [t, c] of v) {
      const w = (1 + Math.log(c)) * cidf(t);
      weighted.push([t, w]);
      norm += w * w;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [t, w] of weighted) {
      let list = cpostings.get(t);
      if (!list) cpostings.set(t, (list = []));
      list.push({ doc: i, w: w / norm });
    }
  });

  function bm25(terms: Map<string, number>, allowed: (i: number) => boolean) {
    // query-term weight saturates too, so a word repeated in a long query does not dominate
    const scores = new Map<number, number>();
    let ideal = 0;
    for (const [t, qc] of terms) {
      const list = postings.get(t);
      if (!list) continue;
      const w = idf(t) * (qc / (qc + 0.5));
      ideal += w;
      for (const p of list) {
        if (!allowed(p.doc)) continue;
        scores.set(p.doc, (scores.get(p.doc) ?? 0) + (w * p.tf * (K1 + 1)) / (p.tf + K1) / (K1 + 1));
      }
    }
    return { scores, ideal };
  }

  /**
   * Share of the query's own idf mass (before feedback) that a control matches, each term
   * saturating like BM25. Words no catalog uses count against it: a query about something the
   * catalogs never mention should not look covered.
   */
  function coverage(terms: Map<string, number>, doc: number): number {
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

  /**
   * Share of a control's title (idf-weighted, concepts included) that the query mentions. A
   * short name fully echoed by the query ("Physical security monitoring" for "the physical
   * environment is monitored") is strong evidence even when a longer description elsewhere
   * shares more words.
   */
  function titlePrecision(doc: number, terms: Map<string, number>): number {
    const title = fieldCounts.title[doc];
    let all = 0;
    let hit = 0;
    for (const t of title.keys()) {
      const w = idf(t);
      all += w;
      if (terms.has(t)) hit += w;
    }
    return all > 0 ? hit / all : 0;
  }

  function suggest(q: SuggestQuery): Suggestion[] {
    const limit = Math.max(1, Math.min(10, q.limit ?? 10));
    const parts = [
      { text: q.title, w: QUERY_PART_WEIGHT.title },
      { text: q.description ?? "", w: QUERY_PART_WEIGHT.description },
      { text: q.category ?? "", w: QUERY_PART_WEIGHT.category },
    ];
    const qTerms = new Map<string, number>();
    const qCos = new Map<string, number>();
    for (const p of parts) {
      if (!p.text.trim()) continue;
      const a = analyze(p.text);
      for (const [t, c] of termCounts(a, CONCEPT_WEIGHT, false)) qTerms.set(t, (qTerms.get(t) ?? 0) + p.w * c);
      for (const [t, c] of termCounts(a, CONCEPT_WEIGHT, true)) qCos.set(t, (qCos.get(t) ?? 0) + p.w * c);
    }
    if (qTerms.size === 0) return [];

    const allowed = (i: number) => !q.framework || docs[i].framework === q.framework;

    // Pseudo-relevance feedback (RM3): the controls of every catalog that best match the
    // query lend it their vocabulary (category, statement), which bridges terse targets
    // such as ISO Annex A names and wordy queries.
    const first = bm25(qTerms, () => true).scores;
    const feedback = [...first].sort((a, b) => b[1] - a[1]).slice(0, PRF_DOCS);
    const expanded = new Map(qTerms);
    if (feedback.length > 0) {
      let qMass = 0;
      for (const v of qTerms.values()) qMass += v;
      for (const [t, v] of relevanceModel(feedback, PRF_TERMS, PRF_WEIGHT * qMass)) {
        expanded.set(t, (expanded.get(t) ?? 0) + v);
      }
    }

    const { scores: bm } = bm25(expanded, allowed);
    if (bm.size === 0) return [];

    let qnorm = 0;
    const qWeighted: [string, number][] = [];
    for (const [t, c] of qCos) {
      if (!cpostings.has(t)) continue;
      const w = (1 + Math.log(Math.max(c, 1e-9) + 1)) * cidf(t);
      qWeighted.push([t, w]);
      qnorm += w * w;
    }
    qnorm = Math.sqrt(qnorm) || 1;
    const cos = new Map<number, number>();
    for (const [t, w] of qWeighted) {
      for (const p of cpostings.get(t)!) {
        if (!bm.has(p.doc)) continue;
        cos.set(p.doc, (cos.get(p.doc) ?? 0) + (w / qnorm) * p.w);
      }
    }

    let maxBm = 0;
    let maxCos = 0;
    for (const v of bm.values()) maxBm = Math.max(maxBm, v);
    for (const v of cos.values()) maxCos = Math.max(maxCos, v);

    const scored: { doc: number; fused: number; coverage: number; cos: number }[] = [];
    for (const [doc, b] of bm) {
      const c = cos.get(doc) ?? 0;
      // weighted mean of the three signals, each in 0..1
      const fused =
        (FUSION_BM25 * (b / maxBm) + FUSION_COSINE * (maxCos > 0 ? c / maxCos : 0) + FUSION_TITLE * titlePrecision(doc, expanded)) /
        (FUSION_BM25 + FUSION_COSINE + FUSION_TITLE);
      scored.push({ doc, fused, coverage: 0, cos: c });
    }
    scored.sort((a, b) => b.fused - a.fused || a.doc - b.doc);

    // best first also in confidence: a lower-ranked control never reads as more certain
    let ceiling = 1;
    return scored.slice(0, limit).map((s, rank) => {
      s.coverage = coverage(qTerms, s.doc);
      ceiling = Math.min(ceiling, confidence(s.fused, s.coverage, s.cos, rank));
      return {
        framework: docs[s.doc].framework,
        controlId: docs[s.doc].controlId,
        controlName: docs[s.doc].title,
        confidence: ceiling,
      };
    });
  }

  return { suggest, size: n };
}

/**
 * Logistic over absolute evidence. `coverage` is the share of the query's idf mass the
 * control matches (0..1), `cos` the text similarity (0..1), `fused` the score relative to the
 * best candidate (1 for the best). Fixed coefficients: chosen so that a control matching
 * half of a query's distinctive terms sits near 0.5 and a near-verbatim match near 0.95.
 */
export function confidence(fused: number, coverage: number, cos: number, rank: number): number {
  const z = -3.2 + 4.5 * Math.min(1, coverage * 1.6) + 2.5 * cos + 1.2 * fused - 0.08 * rank;
  const p = 1 / (1 + Math.exp(-z));
  return Math.round(Math.min(0.99, Math.max(0.01, p)) * 1000) / 1000;
}
