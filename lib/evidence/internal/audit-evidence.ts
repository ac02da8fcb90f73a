import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { evidenceControls, evidenceFiles, evidenceItems } from "@/db/evidence";
import { config } from "@/lib/config";
import { ServiceError } from "@/lib/errors";
import type { DbOrTx } from "@/lib/db/client";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { toEvidence } from "./serialize";
import { effectiveSpan, overlapsWindow, spanOverlaps, type TimeWindow } from "./effective-span";
import { fileUrl } from "./receive-upload";
import { isUuid } from "@/lib/uuid";

/**
 * Reads of the account's evidence that the audit domain needs (evidence counts and lists per
 * control of an audit, and resolving an uploaded file from its URL). Written for the audits
 * helper; the evidence domain's tables stay private to it.
 */

/** The audit an auditor reads evidence for: its account, its framework, and its own id. */
export interface AuditEvidenceScope {
  auditId: string;
  accountId: string;
  frameworkId: string;
}

/**
 * The one rule of which evidence an audit's auditor sees, used by the lists, the counts and the file
 * download alike: evidence of the audited account that is either library evidence (linked, uploaded
 * or collected; it records no audit) or an answer to one of THIS audit's evidence requests. Answers
 * given to another audit of the account stay with that audit, even on the same control. A deleted
 * library item is gone for every audit; a deleted answer stays visible to the audit it answered
 * (its `deletedAt` marks it), since that audit cited it. Callers add the link to a control of the
 * audit's framework (`onAuditFramework`).
 */
export function visibleToAudit(scope: AuditEvidenceScope): SQL {
  return and(
    eq(evidenceItems.accountId, scope.accountId),
    or(
      eq(evidenceItems.auditId, scope.auditId),
      and(isNull(evidenceItems.auditId), ne(evidenceItems.source, "audit_response"), isNull(evidenceItems.deletedAt)),
    ),
  )!;
}

/** Join condition: the item's control links on the audit's framework. */
export function onAuditFramework(scope: AuditEvidenceScope): SQL {
  return and(eq(evidenceControls.evidenceId, evidenceItems.id), eq(evidenceControls.frameworkId, scope.frameworkId))!;
}

/** Evidence visible to the audit per control label, for the given labels only (one query). */
export async function countEvidenceByControl(db: DbOrTx, scope: AuditEvidenceScope, controlIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (controlIds.length === 0) return counts;
  const rows = await db
    .select({ controlId: evidenceControls.controlId, n: sql<number>`count(*)::int` })
    .from(evidenceItems)
    .innerJoin(evidenceControls, onAuditFramework(scope))
    .where(and(visibleToAudit(scope), eq(evidenceControls.accountId, scope.accountId), inArray(evidenceControls.controlId, controlIds)))
    .groupBy(evidenceControls.controlId);
  for (const row of rows) counts.set(row.controlId, Number(row.n));
  return counts;
}

/**
 * The evidence visible to the audit for one control, newest first, each with its effective span and whether it
 * overlaps `period.window` (effective-span.ts; every item does when there is no window). Unless `includeOutside`,
 * only the items that overlap it.
 */
export async function pageEvidenceForControl(
  db: DbOrTx,
  scope: AuditEvidenceScope,
  controlId: string,
  page: PageRequest,
  period: { window: TimeWindow | null; includeOutside?: boolean } = { window: null },
) {
  const inWindow = period.window ? overlapsWindow(period.window) : undefined;
  const rows = await db
    .select({ item: evidenceItems })
    .from(evidenceItems)
    .innerJoin(evidenceControls, and(onAuditFramework(scope), eq(evidenceControls.controlId, controlId)))
    .where(and(visibleToAudit(scope), period.includeOutside ? undefined : inWindow, newestFirstAfter(evidenceItems.createdAt, evidenceItems.id, page.cursor)))
    .orderBy(desc(evidenceItems.createdAt), desc(evidenceItems.id))
    .limit(page.limit + 1);
  return toPage(
    rows.map((r) => r.item),
    page.limit,
    newestFirstKey,
    (item) => {
      const span = effectiveSpan(item);
      return {
        ...toEvidence(item, [{ framework: scope.frameworkId, controlId }]),
        effectiveSpan: { from: span.from?.toISOString() ?? null, to: span.to?.toISOString() ?? null },
        inPeriod: period.window ? spanOverlaps(span, period.window) : true,
      };
    },
  );
}

/** Every item visible to the audit with the control it supports, one row per (control, item), by control then newest (the audit's CSV export). */
export async function evidenceOfAudit(db: DbOrTx, scope: AuditEvidenceScope) {
  const rows = await db
    .select({ controlId: evidenceControls.controlId, item: evidenceItems })
    .from(evidenceItems)
    .innerJoin(evidenceControls, onAuditFramework(scope))
    .where(visibleToAudit(scope))
    .orderBy(evidenceControls.controlId, desc(evidenceItems.createdAt), desc(evidenceItems.id));
  return rows.map((r) => ({ controlId: r.controlId, evidence: toEvidence(r.item, [{ framework: scope.frameworkId, controlId: r.controlId }]) }));
}

const FILE_PATH = /^\/api\/v1\/evidence\/files\/([^/]+)$/;

function fileIdIn(pathname: string): string | null {
  const id = FILE_PATH.exec(pathname)?.[1];
  return isUuid(id) ? id.toLowerCase() : null;
}

/**
 * The uploaded-file id an URL points at, when it is one of ours (`${APP_URL}/api/v1/evidence/files/<id>`
 * or the same path relative); null for any other URL.
 */
export function evidenceFileIdFromUrl(url: string): string | null {
  if (url.startsWith("/")) return fileIdIn(url);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(config.appUrl).origin || parsed.search || parsed.hash) return null;
  return fileIdIn(parsed.pathname);
}

/**
 * The account's uploaded file, unless every evidence item made from it is deleted: such a file can
 * no longer be cited (a file no item uses yet, e.g. a fresh upload, can).
 */
export async function findEvidenceFile(db: DbOrTx, accountId: string, fileId: string) {
  const [file] = await db
    .select({ id: evidenceFiles.id, filename: evidenceFiles.filename, contentType: evidenceFiles.contentType, size: evidenceFiles.size })
    .from(evidenceFiles)
    .where(
      and(
        eq(evidenceFiles.id, fileId),
        eq(evidenceFiles.accountId, accountId),
        sql`not (exists (select 1 from ${evidenceItems} where ${evidenceItems.fileId} = ${evidenceFiles.id})
          and not exists (select 1 from ${evidenceItems} where ${evidenceItems.fileId} = ${evidenceFiles.id} and ${evidenceItems.deletedAt} is null))`,
      ),
    )
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

/** Control labels of the audit's framework that evidence visible to the audit and made from this file refers to. */
export async function controlsReferringToFile(db: DbOrTx, scope: AuditEvidenceScope, fileId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ controlId: evidenceControls.controlId })
    .from(evidenceItems)
    .innerJoin(evidenceControls, onAuditFramework(scope))
    .where(and(visibleToAudit(scope), eq(evidenceItems.fileId, fileId)));
  return rows.map((r) => r.controlId);
}
