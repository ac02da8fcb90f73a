import { createTwoFilesPatch, diffLines } from "diff";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { documentAndVersion } from "./get-document-version";
import type { DocumentDiffResponse } from "./schemas";

function linesOf(value: string): string[] {
  const lines = value.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/**
 * Line diff of version `n` against version `against` (default: the version before `n`), computed
 * with jsdiff: what changed going from `against` to `n`.
 */
export async function diffDocumentVersions(ctx: Ctx, id: string, n: number, against?: number): Promise<DocumentDiffResponse> {
  const base = against ?? n - 1;
  if (base < 1) throw ServiceError.validation([{ path: "against", message: "Version 1 has no earlier version; name one with against" }]);
  const [{ version: to }, { version: from }] = await Promise.all([documentAndVersion(ctx, id, n), documentAndVersion(ctx, id, base)]);
  const changes = diffLines(from.content, to.content).map((part) => ({
    type: part.added ? ("added" as const) : part.removed ? ("removed" as const) : ("unchanged" as const),
    lines: linesOf(part.value),
  }));
  const count = (type: "added" | "removed") => changes.filter((c) => c.type === type).reduce((sum, c) => sum + c.lines.length, 0);
  return {
    documentId: to.documentId,
    from: { number: from.number, title: from.title, createdAt: from.createdAt.toISOString() },
    to: { number: to.number, title: to.title, createdAt: to.createdAt.toISOString() },
    added: count("added"),
    removed: count("removed"),
    changes,
    patch: createTwoFilesPatch(`version ${from.number}`, `version ${to.number}`, from.content, to.content),
  };
}
