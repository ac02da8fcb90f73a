import { and, desc, eq, exists, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { evidenceControls, evidenceFiles, evidenceItems } from "@/db/evidence";
import { config } from "@/lib/config";
import { ServiceError } from "@/lib/errors";
import type { DbOrTx } from "@/lib/db/client";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { toEvidence } from "./serialize";
import { effectiveSpan, overlapsWindow, spanOverlaps, type TimeWindow } from "./effective-span";
import { fileUrl } from "./receive-upload";
import { isUuid } from "@/lib/uuid";
import type { ControlRef } from "../schemas";

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
  /**
   * Per control label of the audit, the other controls whose evidence is that control's own (lib/readiness's rule,
   * `ownReferences`: a custom control's copied source and the controls mapped to it that cover all of it). Without an
   * entry a control's evidence is what names it on the audit's framework.
   */
  alsoRefs?: ReadonlyMap<string, readonly ControlRef[]>;
}

const linkKey = (framework: string, controlId: string) => `${framework}\u0000${controlId}`;

/** The audit's control labels a link to (framework, control) counts for: the control itself on the audit's framework, and whoever names it in `alsoRefs`. */
export function labelsOfLinks(scope: AuditEvidenceScope): (framework: string, controlId: string) => string[] {
  const byRef = new Map<string, string[]>();
  for (const [label, refs] of scope.alsoRefs ?? [])
    for (const r of refs) {
      const key = linkKey(r.framework, r.controlId);
      byRef.set(key, [...(byRef.get(key) ?? []), label]);
    }
  return (framework, controlId) => {
    const also = byRef.get(linkKey(framework, controlId)) ?? [];
    if (framework !== scope.frameworkId) return also;
    return also.includes(controlId) ? also : [controlId, ...also];
  };
}

/**
 * Links (evidence_controls rows) that count for the audit's controls, or for `labels` only: on the audit's framework
 * with that label, or on a control one of them names in `alsoRefs`.
 */
export function linkCounts(scope: AuditEvidenceScope, labels?: readonly string[]): SQL {
  const refs = new Map<string, Set<string>>();
  const add = (framework: string, controlId: string) => refs.set(framework, (refs.get(framework) ?? new Set()).add(controlId));
  for (const [label, also] of scope.alsoRefs ?? []) if (!labels || labels.includes(label)) for (const r of also) add(r.framework, r.controlId);
  const own = labels
    ? labels.length > 0
      ? and(eq(evidenceControls.frameworkId, scope.frameworkId), inArray(evidenceControls.controlId, [...labels]))
      : sql`false`
    : eq(evidenceControls.frameworkId, scope.frameworkId);
  const others = [...refs].filter(([fw]) => fw !== scope.frameworkId || labels);
  return and(
    eq(evidenceControls.accountId, scope.accountId),
    or(own, ...others.map(([fw, ids]) => and(eq(evidenceControls.frameworkId, fw), inArray(evidenceControls.controlId, [...ids])))),
  )!;
}

/**
 * The one rule of which evidence an audit's auditor sees, used by the lists, the counts and the file
 * download alike: evidence of the audited account that is either library evidence (linked, uploaded
 * or collected; it records no audit) or an answer to one of THIS audit's evidence requests. Answers
 * given to another audit of the account stay with that audit, even on the same control. A deleted
 * library item is gone for every audit; a deleted answer stays visible to the audit it answered
 * (its `deletedAt` marks it), since that audit cited it. Callers add the link to a control of the
 * audit (`onAuditControls`: which links count for which control is lib/readiness's rule, passed in as `alsoRefs`).
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

/** Join condition: the item's links that count for the audit's controls (or for `labels` only). */
export function onAuditControls(scope: AuditEvidenceScope, labels?: readonly string[]): SQL {
  return and(eq(evidenceControls.evidenceId, evidenceItems.id), linkCounts(scope, labels))!;
}

/** Evidence visible to the audit per control label, for the given labels only (one query). */
export async function countEvidenceByControl(db: DbOrTx, scope: AuditEvidenceScope, controlIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (controlIds.length === 0) return counts;
  const rows = await db
    .select({ evidenceId: evidenceItems.id, framework: evidenceControls.frameworkId, controlId: evidenceControls.controlId })
    .from(evidenceItems)
    .innerJoin(evidenceControls, onAuditControls(scope, controlIds))
    .where(visibleToAudit(scope));
  // An item that names a control and a control mapped to it counts once for it.
  const labelsOf = labelsOfLinks(scope);
  const wanted = new Set(controlIds);
  const items = new Map<string, Set<string>>();
  for (const row of rows)
    for (const label of labelsOf(row.framework, row.controlId)) if (wanted.has(label)) items.set(label, (items.get(label) ?? new Set()).add(row.evidenceId));
  for (const [label, ids] of items) counts.set(label, ids.size);
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
  const named = exists(
    db
      .select({ one: sql`1` })
      .from(evidenceControls)
      .where(onAuditControls(scope, [controlId])),
  );
  const rows = await db
    .select({ item: evidenceItems })
    .from(evidenceItems)
    .where(
      and(visibleToAudit(scope), named, period.includeOutside ? undefined : inWindow, newestFirstAfter(evidenceItems.createdAt, evidenceItems.id, page.cursor)),
    )
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
    .select({ framework: evidenceControls.frameworkId, controlId: evidenceControls.controlId, item: evidenceItems })
    .from(evidenceItems)
    .innerJoin(evidenceControls, onAuditControls(scope))
    .where(visibleToAudit(scope))
    .orderBy(evidenceControls.controlId, desc(evidenceItems.createdAt), desc(evidenceItems.id));
  const labelsOf = labelsOfLinks(scope);
  const seen = new Set<string>();
  const out: { controlId: string; item: typeof evidenceItems.$inferSelect }[] = [];
  for (const r of rows)
    for (const controlId of labelsOf(r.framework, r.controlId)) {
      const key = linkKey(controlId, r.item.id);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ controlId, item: r.item });
    }
  // Links through `alsoRefs` land under another label: order those again, by control, then newest first.
  if (scope.alsoRefs?.size)
    out.sort(
      (a, b) =>
        (a.controlId < b.controlId ? -1 : a.controlId > b.controlId ? 1 : 0) ||
        b.item.createdAt.getTime() - a.item.createdAt.getTime() ||
        (a.item.id < b.item.id ? 1 : a.item.id > b.item.id ? -1 : 0),
    );
  return out.map((r) => ({ controlId: r.controlId, evidence: toEvidence(r.item, [{ framework: scope.frameworkId, controlId: r.controlId }]) }));
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
    .selectDistinct({ framework: evidenceControls.frameworkId, controlId: evidenceControls.controlId })
    .from(evidenceItems)
    .innerJoin(evidenceControls, onAuditControls(scope))
    .where(and(visibleToAudit(scope), eq(evidenceItems.fileId, fileId)));
  const labelsOf = labelsOfLinks(scope);
  return [...new Set(rows.flatMap((r) => labelsOf(r.framework, r.controlId)))];
}
