import { addCounts, type TermCounts, type UnitVector, VectorIndex } from "./text-vectors";

/** One official crosswalk row the model learns from: `from` control is mapped to `to` control. */
export interface TrainingPair {
  fromFramework: string;
  fromId: string;
  toFramework: string;
  toId: string;
}

/** How many of the most similar crosswalk examples vote, and how sharply similarity weighs. */
const NEIGHBOURS = 7;
const SIMILARITY_POWER = 2;

/**
 * The crosswalk rows as document links: example (a source control) → the controls it is mapped to. Rows
 * naming a control the index does not hold are skipped (a catalog may drop a control a crosswalk still names).
 */
export function linkDocs(docs: readonly { framework: string; controlId: string }[], training: readonly TrainingPair[]): Map<number, number[]> {
  const key = (framework: string, id: string) => `${framework}\u0000${id}`;
  const byKey = new Map(docs.map((d, i) => [key(d.framework, d.controlId), i]));
  const links = new Map<number, Set<number>>();
  for (const p of training) {
    const from = byKey.get(key(p.fromFramework, p.fromId));
    const to = byKey.get(key(p.toFramework, p.toId));
    if (from === undefined || to === undefined || from === to) continue;
    let set = links.get(from);
    if (!set) links.set(from, (set = new Set()));
    set.add(to);
  }
  return new Map([...links].map(([from, to]) => [from, [...to].sort((a, b) => a - b)]));
}

/**
 * Document expansion: every control an official crosswalk maps to learns the words of the controls mapped to
 * it (ISO A.5.15 "Access control" gets the names of AC-3, AC-2, PR.AA-05 …), so a text worded like any of
 * them finds it. Titles only: the statements of SP 800-53 are long and generic and blur every target alike.
 */
export function mappedWords(links: ReadonlyMap<number, readonly number[]>, titleWords: readonly TermCounts[], n: number): (TermCounts | null)[] {
  const out: (TermCounts | null)[] = new Array(n).fill(null);
  for (const [from, targets] of links) {
    for (const t of targets) addCounts((out[t] ??= new Map()), titleWords[from]);
  }
  return out;
}

/**
 * The learned "query neighbour" signal: the crosswalk examples most similar to the query vote for the
 * controls they are mapped to, each with its similarity squared. Votes are shares of the neighbours' total
 * weight (0..1), scaled by how similar the nearest example is, so a query like nothing in the crosswalks
 * gets a weak vote rather than a confident one.
 */
export class NeighbourVote {
  private readonly sims: Float64Array;

  constructor(
    private readonly links: ReadonlyMap<number, readonly number[]>,
    private readonly examples: VectorIndex,
    n: number,
  ) {
    this.sims = new Float64Array(n);
  }

  get size() {
    return this.links.size;
  }

  vote(query: UnitVector, allowed: (doc: number) => boolean): Map<number, number> {
    const votes = new Map<number, number>();
    if (this.links.size === 0) return votes;
    const touched: number[] = [];
    this.examples.similarities(query, this.sims, touched);
    const top = touched
      .map((d) => [d, this.sims[d]] as const)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, NEIGHBOURS);
    for (const d of touched) this.sims[d] = 0;
    if (top.length === 0 || top[0][1] <= 0) return votes;
    let total = 0;
    for (const [example, sim] of top) {
      const w = Math.pow(sim, SIMILARITY_POWER);
      total += w;
      for (const t of this.links.get(example)!) if (allowed(t)) votes.set(t, (votes.get(t) ?? 0) + w);
    }
    const certainty = Math.min(1, top[0][1]);
    for (const [t, v] of votes) votes.set(t, (v / total) * certainty);
    return votes;
  }
}
