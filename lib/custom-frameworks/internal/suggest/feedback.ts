import { cosine, type UnitVector } from "./text-vectors";

/** An account member's decision on one suggestion, as stored (newest first when several). */
export interface FeedbackEntry {
  queryText: string;
  framework: string;
  controlId: string;
  decision: "accepted" | "rejected";
}

/** How strongly earlier decisions bear on one control for the current query, each 0..1. */
export interface FeedbackEffect {
  accepted: number;
  rejected: number;
}

/**
 * Below this similarity an earlier query is about something else and its decisions say nothing; from it to
 * an identical query the effect grows linearly to full strength.
 */
const MIN_SIMILARITY = 0.25;
/**
 * Added to (accepted) or taken from (rejected) the fused score, which lies in 0..1: at full strength an
 * accepted control outranks anything the text alone ranks first, and a rejected one falls below every
 * control with any evidence (and out of the answer).
 */
export const ACCEPTED_BOOST = 1.2;
export const REJECTED_PENALTY = 1.2;

/** The text a decision is stored under and compared by: the query's parts, one per line. */
export function feedbackQueryText(q: { title: string; description?: string | null; category?: string | null }): string {
  return [q.title, q.description, q.category]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join("\n");
}

const sameText = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();
/** The key `feedbackEffects` answers by. */
export const controlKey = (framework: string, controlId: string) => `${framework}\u0000${controlId}`;

/**
 * Per control (keyed framework NUL controlId), the strongest accepted and rejected evidence among the
 * decisions whose query resembles the current one. Entries come newest first; for one control and one query
 * text only the newest decision counts (a person may change their mind).
 */
export function feedbackEffects(query: UnitVector, entries: readonly FeedbackEntry[], vectorOf: (text: string) => UnitVector): Map<string, FeedbackEffect> {
  const effects = new Map<string, FeedbackEffect>();
  const decided = new Set<string>();
  // per distinct stored text (a few decisions share each): its normalised form and its similarity
  const texts = new Map<string, { same: string; sim: number }>();
  for (const e of entries) {
    let text = texts.get(e.queryText);
    if (!text) texts.set(e.queryText, (text = { same: sameText(e.queryText), sim: cosine(query, vectorOf(e.queryText)) }));
    const key = controlKey(e.framework, e.controlId);
    const pair = `${key}\u0000${text.same}`;
    if (decided.has(pair)) continue;
    decided.add(pair);
    const sim = text.sim;
    const strength = Math.min(1, Math.max(0, (sim - MIN_SIMILARITY) / (1 - MIN_SIMILARITY)));
    if (strength === 0) continue;
    const effect = effects.get(key) ?? { accepted: 0, rejected: 0 };
    if (e.decision === "accepted") effect.accepted = Math.max(effect.accepted, strength);
    else effect.rejected = Math.max(effect.rejected, strength);
    effects.set(key, effect);
  }
  return effects;
}

/** Bounded per-index cache of analysed feedback texts: the same few hundred texts come back on every request. */
export class VectorCache {
  private readonly map = new Map<string, UnitVector>();

  constructor(
    private readonly compute: (text: string) => UnitVector,
    private readonly max = 4096,
  ) {}

  get = (text: string): UnitVector => {
    let v = this.map.get(text);
    if (v) {
      // refresh recency: Map iterates in insertion order, so the oldest entry is first
      this.map.delete(text);
    } else {
      v = this.compute(text);
      if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value!);
    }
    this.map.set(text, v);
    return v;
  };
}
