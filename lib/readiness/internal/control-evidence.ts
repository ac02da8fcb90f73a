import { MappedSupport } from "./mapped-support";
import type { ControlRef, MappedRef, ReadinessControl } from "./types";

const refKey = (ref: ControlRef) => `${ref.framework}\u0000${ref.controlId}`;

/** What may evidence a control: an evidence item (an upload, a link, an integration's snapshot, an audit answer) or a test. */
export interface NamesControls {
  controls: readonly ControlRef[];
}

/** An approved document version: it evidences the controls that name its kind. */
export interface OfKind {
  kind: string | undefined;
}

/** An item that names the control itself (no `via`) or a control mapped to it (`via`, the mapping it names). */
export interface Reached<T> {
  item: T;
  via?: MappedRef;
}

export interface EvidenceOfControl<T, D> {
  /**
   * The control's own evidence: what names the control (or, for a clone, the built-in control it copies) or a
   * control mapped to it DIRECTLY whose relationship covers all of it (`supportOf` full).
   */
  own: Reached<T>[];
  /**
   * What reaches the control only through a mapping that covers part of it: an overlapping or narrower direct
   * mapping, or any derived chain. Never the control's own evidence: shown apart, labelled with its mapping.
   */
  related: (Reached<T> & { via: MappedRef })[];
  /** The approved document versions of a kind the control names, in the order the control names the kinds. */
  documents: D[];
}

/**
 * The one rule of what evidences a control (docs/api.md "Readiness", "What evidences a control"): evidence items
 * (uploads, links, integration snapshots, audit answers) that name the control or a control mapped to it that
 * covers all of it, and the approved current versions of the documents whose kind the control asks for. What
 * reaches it only through a partly supporting mapping (an overlap, or a derived chain of two) is `related`, never
 * its own. Readiness (assess-readiness.ts), the auditor's evidence view, the audit report, package and OSCAL results
 * and the Statement of Applicability all ask this rule; each reads its candidates (the account's current facts, or
 * what an audit may see in its period) and weighs the answer its own way.
 *
 * Built once per set of candidates (an index by control reference and by document kind), then asked per control.
 * The order of the answer follows the order of the candidates given, so a caller that sorts them gets it sorted.
 */
export class ControlEvidence<T extends NamesControls, D extends OfKind = never> {
  private readonly byRef = new Map<string, T[]>();
  private readonly byKind = new Map<string, D[]>();

  constructor(items: readonly T[], documents: readonly D[] = []) {
    for (const item of items) for (const ref of item.controls) push(this.byRef, refKey(ref), item);
    for (const doc of documents) if (doc.kind) push(this.byKind, doc.kind, doc);
  }

  of(control: ReadinessControl): EvidenceOfControl<T, D> {
    const mapped = new MappedSupport(control);
    const own = gather(this.byRef, mapped.directKeys(control));
    const related = gather(this.byRef, mapped.partialKeys()).filter((item) => !own.includes(item));
    return {
      own: own.map((item) => withVia(item, mapped.viaOf(item.controls, "full"))),
      related: related.map((item) => ({ item, via: mapped.viaOf(item.controls, "partial")! })),
      documents: gather(this.byKind, control.requirements?.documents ?? []),
    };
  }
}

/**
 * The control references a control's own evidence may carry, the control's own first: what an audit's evidence
 * queries look for (lib/evidence reads by reference; this rule says which references are the control's).
 */
export function ownReferences(control: ReadinessControl): ControlRef[] {
  const mapped = new MappedSupport(control);
  const seen = new Set<string>();
  return [...control.refs, ...mapped.full]
    .map((r) => ({ framework: r.framework, controlId: r.controlId }))
    .filter((r) => {
      const key = refKey(r);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The document kinds whose approved versions evidence the control. */
export function documentKindsOf(control: ReadinessControl): readonly string[] {
  return control.requirements?.documents ?? [];
}

/**
 * Whether a readiness source is the control's own (listed as its evidence): one that names the control, or reaches
 * it through a mapping that covers all of it. A source reached through an overlap or a derived chain is not.
 */
export function isOwnSource(source: { via?: { support: "full" | "partial" } }): boolean {
  return !source.via || source.via.support === "full";
}

/** The rule over a set of candidates: `.of(control)` answers per control (the index is built once). */
export function controlEvidenceIndex<T extends NamesControls, D extends OfKind = never>(items: readonly T[], documents: readonly D[] = []) {
  return new ControlEvidence(items, documents);
}

function withVia<T>(item: T, via: MappedRef | undefined): Reached<T> {
  return via ? { item, via } : { item };
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

function gather<T>(map: Map<string, T[]>, keys: readonly string[]): T[] {
  const out: T[] = [];
  const seen = new Set<T>();
  for (const key of keys)
    for (const item of map.get(key) ?? [])
      if (!seen.has(item)) {
        seen.add(item);
        out.push(item);
      }
  return out;
}
