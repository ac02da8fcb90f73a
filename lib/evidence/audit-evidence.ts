import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { evidenceControls, evidenceFiles, evidenceItems } from "@/db/evidence";
import { config } from "@/lib/config";
import { ServiceError } from "@/lib/errors";
import type { DbOrTx } from "@/lib/db/client";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { toEvidence } from "./to-evidence";
import { fileUrl } from "./upload-evidence-file";

/**
 * Reads of the account's evidence that the audit domain needs (evidence counts and lists per
 * control of an audit, and resolving an uploaded file from its URL). Written for the audits
 * helper; the evidence domain's tables stay private to it.
 */

/** Evidence items per control label of one framework, for the given labels only (one query). */
export async function countEvidenceByControl(
  db: DbOrTx,
  accountId: string,
  frameworkId: string,
  controlIds: string[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (controlIds.length === 0) return counts;
  const rows = await db
    .select({ controlId: evidenceControls.controlId, n: sql<number>`count(*)::int` })
    .from(evidenceControls)
    .where(
      and(
        eq(evidenceControls.accountId, accountId),
        eq(evidenceControls.frameworkId, frameworkId),
        inArray(evidenceControls.controlId, controlIds),
      ),
    )
    .groupBy(evidenceControls.controlId);
  for (const row of rows) counts.set(row.controlId, Number(row.n));
  return counts;
}

/** The evidence items referring to one control, newest first. */
export async function pageEvidenceForControl(db: DbOrTx, accountId: string, frameworkId: string, controlId: string, page: PageRequest) {
  const rows = await db
    .select({ item: evidenceItems })
    .from(evidenceItems)
    .innerJoin(
      evidenceControls,
      and(
        eq(evidenceControls.evidenceId, evidenceItems.id),
        eq(evidenceControls.frameworkId, frameworkId),
        eq(evidenceControls.controlId, controlId),
      ),
    )
    .where(and(eq(evidenceItems.accountId, accountId), newestFirstAfter(evidenceItems.createdAt, evidenceItems.id, page.cursor)))
    .orderBy(desc(evidenceItems.createdAt), desc(evidenceItems.id))
    .limit(page.limit + 1);
  return toPage(
    rows.map((r) => r.item),
    page.limit,
    newestFirstKey,
    (item) => toEvidence(item, [{ framework: frameworkId, controlId }]),
  );
}

const FILE_PATH = /^\/api\/v1\/evidence\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The uploaded-file id an URL points at, when it is one of ours (`${APP_URL}/api/v1/evidence/files/<id>`
 * or the same path relative); null for any other URL.
 */
export function evidenceFileIdFromUrl(url: string): string | null {
  if (url.startsWith("/")) return FILE_PATH.exec(url)?.[1]?.toLowerCase() ?? null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(config.appUrl).origin || parsed.search || parsed.hash) return null;
  return FILE_PATH.exec(parsed.pathname)?.[1]?.toLowerCase() ?? null;
}

export async function findEvidenceFile(db: DbOrTx, accountId: string, fileId: string) {
  const [file] = await db
    .select({ id: evidenceFiles.id, filename: evidenceFiles.filename, contentType: evidenceFiles.contentType, size: evidenceFiles.size })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.id, fileId), eq(evidenceFiles.accountId, accountId)))
    .limit(1);
  return file ?? null;
}

/**
 * Checks a URL given as evidence: when it points at one of our uploaded files, that file must be the
 * account's, and the canonical URL and the file id are recorded (the file id is what lets an
 * auditor of an audit that uses the evidence download it).
 */
export async function resolveEvidenceUrl(db: DbOrTx, accountId: string, url: string, path: string) {
  const fileId = evidenceFileIdFromUrl(url);
  if (fileId) {
    const file = await findEvidenceFile(db, accountId, fileId);
    if (!file) throw ServiceError.validation([{ path, message: "names no uploaded file of this account" }]);
    return { url: fileUrl(file.id), fileId: file.id, filename: file.filename as string | null };
  }
  if (url.startsWith("/")) {
    throw ServiceError.validation([{ path, message: "must be an http(s) URL or the url of an uploaded evidence file" }]);
  }
  return { url, fileId: null, filename: null };
}

/** Control labels of `frameworkId` that evidence made from this uploaded file refers to. */
export async function controlsReferringToFile(db: DbOrTx, accountId: string, fileId: string, frameworkId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ controlId: evidenceControls.controlId })
    .from(evidenceItems)
    .innerJoin(evidenceControls, and(eq(evidenceControls.evidenceId, evidenceItems.id), eq(evidenceControls.frameworkId, frameworkId)))
    .where(and(eq(evidenceItems.accountId, accountId), eq(evidenceItems.fileId, fileId)));
  return rows.map((r) => r.controlId);
}
