import { getBuiltinFramework, supportOf } from "@/lib/frameworks";
import { MAPPING_ORIGIN_LABELS, MAPPING_RELATIONSHIP_LABELS } from "@/lib/format/labels";
import type { ReadinessSource } from "../schemas";
import type { ControlRef, MappedRef, ReadinessControl } from "./types";

const refKey = (ref: ControlRef) => `${ref.framework}\u0000${ref.controlId}`;

/** "ISO/IEC 27001:2022 A.5.15"; a custom framework's control by its label alone. */
export const controlName = (ref: ControlRef) => {
  const fw = getBuiltinFramework(ref.framework);
  return fw ? `${fw.name} ${ref.controlId}` : ref.controlId;
};

const listOf = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);

/**
 * The controls mapped to one being assessed, split by how much they can show (`supportOf`): what names a
 * fully supporting control counts as if it named this one; what names only a partly supporting one can make
 * this control `partial` at most (docs/api.md "Readiness").
 */
export class MappedSupport {
  readonly full: MappedRef[];
  readonly partial: MappedRef[];
  private readonly own: Set<string>;

  constructor(control: ReadinessControl) {
    const mapped = control.mapped ?? [];
    this.full = mapped.filter((m) => supportOf(m) === "full");
    this.partial = mapped.filter((m) => supportOf(m) === "partial");
    this.own = new Set(control.refs.map(refKey));
  }

  /** The keys a direct source may name: the control's own references and its fully supporting mappings. */
  directKeys(control: ReadinessControl): string[] {
    return [...control.refs, ...this.full].map(refKey);
  }

  partialKeys(): string[] {
    return this.partial.map(refKey);
  }

  /** The mapping a source reaches this control through (the first listed it names); undefined when it names the control itself. */
  viaOf(refs: readonly ControlRef[], among: "full" | "partial"): MappedRef | undefined {
    const named = new Set(refs.map(refKey));
    if (among === "full" && [...named].some((k) => this.own.has(k))) return undefined;
    return (among === "full" ? this.full : this.partial).find((m) => named.has(refKey(m)));
  }
}

/** "(intersects with; official crosswalk)", "(derived through ISO/IEC 27001:2022 A.5.15)", "(relationship not stated; yours)". */
export function mappingNote(ref: MappedRef): string {
  const relationship = ref.relationship ? MAPPING_RELATIONSHIP_LABELS[ref.relationship].toLowerCase() : "relationship not stated";
  const how = ref.kind === "derived" && ref.through ? `derived through ${controlName(ref.through)}` : MAPPING_ORIGIN_LABELS[ref.origin].toLowerCase();
  return `(${relationship}; ${how})`;
}

/** A source that refers to a mapped control says so, in `detail` and in `via`. */
export function withVia(source: ReadinessSource, ref: MappedRef | undefined): ReadinessSource {
  if (!ref) return source;
  return {
    ...source,
    detail: `${source.detail}; via ${controlName(ref)} ${mappingNote(ref)}`,
    via: {
      framework: ref.framework,
      controlId: ref.controlId,
      relationship: ref.relationship,
      kind: ref.kind,
      origin: ref.origin,
      support: supportOf(ref),
      ...(ref.source ? { source: ref.source } : {}),
      ...(ref.through ? { through: { framework: ref.through.framework, controlId: ref.through.controlId } } : {}),
    },
  };
}

/** What supports a control only through partly supporting mappings, named for the reason. */
export interface MappedProof {
  what: "evidence" | "the passing test";
  title: string;
  via: MappedRef;
}

/** "evidence "X" on ISO/IEC 27001:2022 A.5.15 (intersects with; official crosswalk)". */
export function describeMappedProof(items: readonly MappedProof[]): string {
  return listOf(items.map((i) => `${i.what} "${i.title}" on ${controlName(i.via)} ${mappingNote(i.via)}`));
}
