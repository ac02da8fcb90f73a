import { createHash } from "node:crypto";

/** SHA-256 (hex) of a version's Markdown, the same digest the version backfill migration computes in SQL. */
export function contentHash(content: string): string {
  return createHash("sha256").update(content, "utf8").digest("hex");
}
