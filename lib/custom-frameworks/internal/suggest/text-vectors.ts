import type { Analyzed } from "./analyze";

/** Term → weight; a bag of stems, concept terms and (optionally) stem bigrams. */
export type TermCounts = Map<string, number>;

/** Sparse unit vector, as parallel arrays for tight loops. */
export interface UnitVector {
  terms: string[];
  weights: number[];
}

export function termCounts(a: Analyzed, withBigrams: boolean): TermCounts {
  const m: TermCounts = new Map();
  for (const w of a.words) m.set(w, (m.get(w) ?? 0) + 1);
  for (const c of a.concepts) m.set(c, (m.get(c) ?? 0) + 1);
  if (withBigrams) for (const b of a.bigrams) m.set(b, (m.get(b) ?? 0) + 1);
  return m;
}

export function addCounts(into: TermCounts, from: TermCounts, scale = 1): TermCounts {
  for (const [t, v] of from) into.set(t, (into.get(t) ?? 0) + scale * v);
  return into;
}

/** A query's term counts are fractional (parts are weighted); this keeps every one positive. */
export const queryTf = (c: number) => 1 + Math.log(1 + c);
export const docTf = (c: number) => 1 + Math.log(c);

/**
 * Log-scaled tf × idf, l2-normalised, over the terms the index knows (`known`); a term no document has
 * cannot match anything, and counting it would only shrink every similarity alike.
 */
export function unitVector(counts: TermCounts, idf: (t: string) => number, known?: (t: string) => boolean, tf: (c: number) => number = queryTf): UnitVector {
  const terms: string[] = [];
  const weights: number[] = [];
  let norm = 0;
  for (const [t, c] of counts) {
    if (c <= 0 || (known && !known(t))) continue;
    const w = tf(c) * idf(t);
    terms.push(t);
    weights.push(w);
    norm += w * w;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < weights.length; i++) weights[i] /= norm;
  return { terms, weights };
}

/**
 * A query of several parts (title, description, category): each part is made a unit vector first and
 * then weighted, so a long description cannot drown the title however many words it has.
 */
export function weightedParts(parts: readonly { vector: UnitVector; weight: number }[]): UnitVector {
  const sum = new Map<string, number>();
  for (const { vector, weight } of parts) {
    vector.terms.forEach((t, i) => sum.set(t, (sum.get(t) ?? 0) + weight * vector.weights[i]));
  }
  let norm = 0;
  for (const v of sum.values()) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  const terms: string[] = [];
  const weights: number[] = [];
  for (const [t, v] of sum) {
    terms.push(t);
    weights.push(v / norm);
  }
  return { terms, weights };
}

const lookups = new WeakMap<UnitVector, Map<string, number>>();

/** Cosine of two unit vectors; `b`'s term lookup is built once and kept with it (cached feedback texts). */
export function cosine(a: UnitVector, b: UnitVector): number {
  let lookup = lookups.get(b);
  if (!lookup) {
    lookup = new Map(b.terms.map((t, i) => [t, b.weights[i]]));
    lookups.set(b, lookup);
  }
  let dot = 0;
  for (let i = 0; i < a.terms.length; i++) {
    const w = lookup.get(a.terms[i]);
    if (w !== undefined) dot += w * a.weights[i];
  }
  return dot;
}

/** Postings of unit document vectors: similarity of one query to many documents at once. */
export class VectorIndex {
  private readonly postings = new Map<string, { docs: number[]; weights: number[] }>();

  add(doc: number, v: UnitVector) {
    v.terms.forEach((t, i) => {
      let p = this.postings.get(t);
      if (!p) this.postings.set(t, (p = { docs: [], weights: [] }));
      p.docs.push(doc);
      p.weights.push(v.weights[i]);
    });
  }

  has = (t: string) => this.postings.has(t);

  /** Adds cos(query, doc) into `out[doc]` for every doc sharing a term, and lists the docs touched. */
  similarities(q: UnitVector, out: Float64Array, touched: number[]) {
    q.terms.forEach((t, i) => {
      const p = this.postings.get(t);
      if (!p) return;
      const w = q.weights[i];
      for (let k = 0; k < p.docs.length; k++) {
        const d = p.docs[k];
        if (out[d] === 0) touched.push(d);
        out[d] += w * p.weights[k];
      }
    });
  }
}
