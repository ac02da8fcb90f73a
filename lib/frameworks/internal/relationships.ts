import type { MappingOrigin, MappingRelationship } from "@/db/custom-frameworks";

/**
 * The NIST OLIR relationship algebra the product applies to mappings (docs/api.md "Mappings"). A relationship is
 * always read from one control to the other: "A subset_of B" = everything A asks for, B asks for too.
 * `null` is a mapping whose author did not state a relationship.
 */

const INVERSE: Record<MappingRelationship, MappingRelationship> = {
  equivalent: "equivalent",
  subset_of: "superset_of",
  superset_of: "subset_of",
  intersects_with: "intersects_with",
};

/** B's relationship to A, given A's to B. */
export function inverseRelationship(r: MappingRelationship | null): MappingRelationship | null {
  return r === null ? null : INVERSE[r];
}

/**
 * A's relationship to C from A's to B and B's to C. Only what set inclusion proves survives: equivalence
 * passes the other link through, two subsets (or two supersets) stay one; everything else — a subset of
 * something that is a superset of C, or two intersections — proves at most an overlap and is `intersects_with`,
 * so a derived relationship is never stronger than its weakest link. Either link unstated gives unstated.
 */
export function composeRelationships(ab: MappingRelationship | null, bc: MappingRelationship | null): MappingRelationship | null {
  if (ab === null || bc === null) return null;
  if (ab === "equivalent") return bc;
  if (bc === "equivalent") return ab;
  if (ab === bc && ab !== "intersects_with") return ab;
  return "intersects_with";
}

/** How a mapping reached a control: one mapping, or a chain of two (derived; never an official statement). */
export type MappingKind = "direct" | "derived";

/**
 * Whether what shows control S works shows control T works too, given S's relationship to T (docs/api.md
 * "Readiness"). Full only for a direct mapping where S covers all of T — `equivalent`, or S `superset_of` T — or
 * where a person mapped the controls without stating a relationship (their assertion about their own
 * framework, as the product always read it). An overlap, a subset, or any derived chain supports T only in part.
 */
export function supportOf(m: { relationship: MappingRelationship | null; origin: MappingOrigin; kind: MappingKind }): "full" | "partial" {
  if (m.kind !== "direct") return "partial";
  if (m.relationship === "equivalent" || m.relationship === "superset_of") return "full";
  if (m.relationship === null && m.origin !== "crosswalk") return "full";
  return "partial";
}
