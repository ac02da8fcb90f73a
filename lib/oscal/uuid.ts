import { v5 } from "uuid";

/** This product's UUIDv5 namespace: every OSCAL uuid it writes is derived from it, never random. */
const NAMESPACE = "6f1d3b8e-2c4a-5e7f-9a0b-1c2d3e4f5a6b";

/**
 * The same object always gets the same uuid, so repeated exports of one framework, audit or finding are identical
 * and a consumer can diff them. `parts` name the object (`"audit", auditId, "finding", findingId`).
 */
export function stableUuid(...parts: string[]): string {
  return v5(parts.join("\u0000"), NAMESPACE);
}
