import { and, asc, desc, eq, inArray, ne, sql, type SQLWrapper } from "drizzle-orm";
import { auditFindings, audits } from "@/db/audits";
import { type AuditStatus, type FindingSeverity, type FindingStatus, type EvidenceRequestPriority } from "@/lib/vocabulary";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import type { DbOrTx } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";
import { progressJson, progressSubquery, type ProgressCounts } from "./progress";
import { AWAITING_CUSTOMER } from "./request-status";

/** What is still open across the account's audits: a few items of each kind with their total, and every active audit's progress. */
export interface OpenAuditWork {
  evidenceRequests: {
    total: number;
    items: { id: string; auditId: string; auditTitle: string; controlId: string; description: string; priority: EvidenceRequestPriority; createdAt: Date }[];
  };
  findings: {
    total: number;
    items: {
      id: string;
      auditId: string;
      auditTitle: string;
      controlId: string;
      title: string;
      severity: FindingSeverity;
      status: FindingStatus;
      createdAt: Date;
    }[];
  };
  activeAudits: {
    id: string;
    title: string;
    frameworkId: string;
    frameworkName: string;
    status: AuditStatus;
    targetCompletion: Date | null;
    progress: { total: number; reviewed: number; passed: number; failed: number; needsEvidence: number; pending: number };
  }[];
}

/** Findings still to deal with: resolved and accepted ones are closed. */
const OPEN_FINDING_STATUSES: FindingStatus[] = ["open", "in_progress"];
const total = sql<number>`cast(count(*) over () as int)`.as("total");
// Most urgent first: the vocabularies list severity most urgent first and priority most urgent last.
const severityRank = sql`case ${auditFindings.severity} when 'critical' then 0 when 'major' then 1 when 'minor' then 2 else 3 end`;
const priorityRank = sql`case ${auditEvidenceRequests.priority} when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
type RequestItem = OpenAuditWork["evidenceRequests"]["items"][number];
type FindingItem = OpenAuditWork["findings"]["items"][number];
type ActiveAudit = Omit<OpenAuditWork["activeAudits"][number], "progress"> & ProgressCounts;
type Counted<T> = Json<T> & { total: number };

/**
 * One statement whatever the number of audits: the requests, the findings and the active audits with their controls
 * counted, each as a JSON array. The dashboard is the console's busiest read, and each statement it sends costs the
 * server more than the rows do (bench/api-load.ts).
 */
export async function openAuditWork(db: DbOrTx, accountId: string, limit: number): Promise<OpenAuditWork> {
  const [row] = await prepared(db, "open_work", () => openWork(db)).execute({ accountId, limit });
  const strip = <T extends { total: number }>({ total: _total, ...rest }: T) => rest;
  return {
    evidenceRequests: { total: row.requests[0]?.total ?? 0, items: row.requests.map((r) => ({ ...strip(r), createdAt: new Date(r.createdAt) })) },
    findings: { total: row.findings[0]?.total ?? 0, items: row.findings.map((f) => ({ ...strip(f), createdAt: new Date(f.createdAt) })) },
    activeAudits: row.audits.map(({ passed, failed, needsEvidence, notTested, pending, targetCompletion, ...a }) => {
      const p = progressJson({ passed, failed, needsEvidence, notTested, pending });
      return {
        ...a,
        targetCompletion: targetCompletion === null ? null : new Date(targetCompletion),
        progress: { total: p.total_controls, reviewed: p.reviewed, passed, failed, needsEvidence, pending },
      };
    }),
  };
}

const accountIdParam = sql.placeholder("accountId");

/** A select's rows as one JSON array in the select's order, keyed by its field aliases. */
const jsonRows = <T>(select: SQLWrapper) => sql<T[]>`(select coalesce(json_agg(q), '[]'::json) from (${select}) q)`;
/** A column under the name the JSON keys it by. */
const as = (column: SQLWrapper, name: string) => sql`${column}`.as(name);

function openWork(db: DbOrTx) {
  return db
    .select({
      requests: jsonRows<Counted<RequestItem>>(openRequests(db)),
      findings: jsonRows<Counted<FindingItem>>(openFindings(db)),
      audits: jsonRows<Json<ActiveAudit>>(activeAudits(db)),
    })
    .from(sql`(select 1) as one`)
    .prepare("open_work");
}

function openRequests(db: DbOrTx): SQLWrapper {
  const r = auditEvidenceRequests;
  return db
    .select({
      id: as(r.id, "id"),
      auditId: as(r.auditId, "auditId"),
      auditTitle: as(audits.title, "auditTitle"),
      controlId: as(r.controlId, "controlId"),
      description: as(r.description, "description"),
      priority: as(r.priority, "priority"),
      createdAt: as(r.createdAt, "createdAt"),
      total,
    })
    .from(r)
    .innerJoin(audits, eq(audits.id, r.auditId))
    .where(and(eq(audits.accountId, accountIdParam), inArray(r.status, AWAITING_CUSTOMER)))
    .orderBy(priorityRank, asc(r.createdAt), asc(r.id))
    .limit(sql.placeholder("limit"));
}

function openFindings(db: DbOrTx): SQLWrapper {
  const f = auditFindings;
  return db
    .select({
      id: as(f.id, "id"),
      auditId: as(f.auditId, "auditId"),
      auditTitle: as(audits.title, "auditTitle"),
      controlId: as(f.controlId, "controlId"),
      title: as(f.title, "title"),
      severity: as(f.severity, "severity"),
      status: as(f.status, "status"),
      createdAt: as(f.createdAt, "createdAt"),
      total,
    })
    .from(f)
    .innerJoin(audits, eq(audits.id, f.auditId))
    .where(and(eq(audits.accountId, accountIdParam), inArray(f.status, OPEN_FINDING_STATUSES)))
    .orderBy(severityRank, asc(f.createdAt), asc(f.id))
    .limit(sql.placeholder("limit"));
}

function activeAudits(db: DbOrTx): SQLWrapper {
  // Progress counts the controls in scope, as the audit's own progress does.
  const progress = progressSubquery(db);
  return db
    .select({
      id: as(audits.id, "id"),
      title: as(audits.title, "title"),
      frameworkId: as(audits.frameworkId, "frameworkId"),
      frameworkName: as(audits.frameworkName, "frameworkName"),
      status: as(audits.status, "status"),
      targetCompletion: as(audits.targetCompletion, "targetCompletion"),
      passed: as(progress.passed, "passed"),
      failed: as(progress.failed, "failed"),
      needsEvidence: as(progress.needsEvidence, "needsEvidence"),
      notTested: as(progress.notTested, "notTested"),
      pending: as(progress.pending, "pending"),
    })
    .from(audits)
    .innerJoinLateral(progress, sql`true`)
    .where(and(eq(audits.accountId, accountIdParam), ne(audits.status, "complete")))
    .orderBy(desc(audits.createdAt), desc(audits.id));
}
