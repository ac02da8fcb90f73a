import type { MappingRelationship } from "@/db/custom-frameworks";
import crosswalks from "../catalogs/crosswalks.json";

/** One row of an official crosswalk the product ships: `from` control → `to` control, with its OLIR relationship. */
export interface CrosswalkRow {
  fromFramework: string;
  fromId: string;
  toFramework: string;
  toId: string;
  relationship: MappingRelationship;
  /** Key of the publication in crosswalks.json `sources`. */
  source: string;
}

let rows: readonly CrosswalkRow[] | null = null;

/** Every shipped crosswalk row, in file order (the mapping graph and the suggestion model read them here). */
export function crosswalkRows(): readonly CrosswalkRow[] {
  rows ??= (crosswalks.rows as [string, string, string, string, MappingRelationship, string][]).map(
    ([fromFramework, fromId, toFramework, toId, relationship, source]) => ({
      fromFramework,
      fromId,
      toFramework,
      toId,
      relationship,
      source,
    }),
  );
  return rows;
}
