import type { MappingOrigin, MappingRelationship } from "@/db/custom-frameworks";
import { composeRelationships, inverseRelationship } from "./relationships";

/** A control as mappings name it: a built-in id or a custom framework id, and a control id or label. */
export interface ControlNode {
  framework: string;
  controlId: string;
}

/** A publication a crosswalk comes from, named with its version. */
export interface MappingSource {
  key: string;
  name: string;
  publisher: string;
  version: string;
}

/** Where a mapping comes from (docs/api.md "Mappings"). */
export interface MappingProvenance {
  origin: MappingOrigin;
  /** The crosswalk's publication (origin `crosswalk`). */
  source?: MappingSource;
  /** A suggestion's confidence and model version (origin `suggestion`). */
  confidence?: number;
  modelVersion?: string;
}

/** One mapping, read from `from` to `to`: `relationship` is `from`'s relationship to `to`. */
export interface MappingEdge {
  from: ControlNode;
  to: ControlNode;
  relationship: MappingRelationship | null;
  provenance: MappingProvenance;
}

/** A chain of two mappings from `from` through `via` to `to`, with the relationship they imply together. */
export interface DerivedMapping {
  from: ControlNode;
  via: ControlNode;
  to: ControlNode;
  relationship: MappingRelationship | null;
  hops: [MappingEdge, MappingEdge];
}

const keyOf = (n: ControlNode) => `${n.framework}\u0000${n.controlId}`;

/**
 * Mappings between controls, walkable from either end: each added mapping is also stored reversed with the
 * inverse relationship. Derived mappings are chains of exactly two mappings joining controls of two frameworks
 * through a control of a third, offered only between frameworks no mapping joins directly: where a publisher
 * (or the account) mapped two frameworks, what they left unmapped is not filled in by inference.
 */
export class MappingGraph {
  private readonly out = new Map<string, MappingEdge[]>();
  private readonly links = new Map<string, Set<string>>();
  private readonly sorted = new Set<string>();

  /** `rank` orders the mappings of a control (catalog order); equal ranks keep the order they were added in. */
  constructor(private readonly rank: (node: ControlNode) => number = () => 0) {}

  add(edge: MappingEdge): void {
    this.push(edge);
    this.push({ from: edge.to, to: edge.from, relationship: inverseRelationship(edge.relationship), provenance: edge.provenance });
  }

  private push(edge: MappingEdge): void {
    const key = keyOf(edge.from);
    const list = this.out.get(key);
    if (list?.some((e) => e.to.framework === edge.to.framework && e.to.controlId === edge.to.controlId)) return;
    if (list) list.push(edge);
    else this.out.set(key, [edge]);
    this.sorted.delete(key);
    let linked = this.links.get(edge.from.framework);
    if (!linked) this.links.set(edge.from.framework, (linked = new Set()));
    linked.add(edge.to.framework);
  }

  /** Whether any mapping joins a control of framework `a` to one of framework `b`. */
  linked(a: string, b: string): boolean {
    return this.links.get(a)?.has(b) ?? false;
  }

  /** The frameworks a control of `framework` may map to, directly or through one other framework. */
  reachableFrom(framework: string): Set<string> {
    const direct = this.links.get(framework) ?? new Set<string>();
    const all = new Set(direct);
    for (const mid of direct) for (const far of this.links.get(mid) ?? []) if (far !== framework) all.add(far);
    return all;
  }

  /** The mappings out of one control, in rank order. */
  direct(node: ControlNode): readonly MappingEdge[] {
    const key = keyOf(node);
    const list = this.out.get(key) ?? [];
    if (!this.sorted.has(key)) {
      list.sort((a, b) => this.rank(a.to) - this.rank(b.to));
      this.sorted.add(key);
    }
    return list;
  }

  /** The chains of two mappings out of one control (see the class), ordered by target, then by the control between. */
  derived(node: ControlNode): DerivedMapping[] {
    const chains: DerivedMapping[] = [];
    for (const first of this.direct(node)) {
      if (first.to.framework === node.framework) continue;
      for (const second of this.direct(first.to)) {
        const target = second.to.framework;
        if (target === node.framework || target === first.to.framework || this.linked(node.framework, target)) continue;
        chains.push({
          from: node,
          via: first.to,
          to: second.to,
          relationship: composeRelationships(first.relationship, second.relationship),
          hops: [first, second],
        });
      }
    }
    return chains.sort((a, b) => this.rank(a.to) - this.rank(b.to) || this.rank(a.via) - this.rank(b.via));
  }
}
