import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { auditFindings, audits } from "@/db/audits";
import { type AuditStatus, type FindingSeverity, type FindingStatus, type EvidenceRequestPriority } from "@/lib/vocabulary";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import type { DbOrTx } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";
import { progressJson, progressSubquery } from "./progress";
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
const total = sql<number>`cast(count(*) over () as int)`;
// Most urgent first: the vocabularies list severity most urgent first and priority most urgent last.
const severityRank = sql`case ${auditFindings.severity} when 'critical' then 0 when 'major' then 1 when 'minor' then 2 else 3 end`;
const priorityRank = sql`case ${auditEvidenceRequests.priority} when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`;

/** Three queries whatever the number of audits: requests, findings, and the active audits with their controls counted. */
export async function openAuditWork(db: DbOrTx, accountId: string, limit: number): Promise<OpenAuditWork> {
  const [requests, findings, active] = await Promise.all([
    prepared(db, "open_work_requests", () => openRequests(db)).execute({ accountId, limit }),
    prepared(db, "open_work_findings", () => openFindings(db)).execute({ accountId, limit }),
    prepared(db, "open_work_audits", () => activeAudits(db)).execute({ accountId }),
  ]);
  const strip = <T extends { total: number }>({ total: _total, ...rest }: T) => rest;
  return {
    evidenceRequests: { total: requests[0]?.total ?? 0, items: requests.map(strip) },
    findings: { total: findings[0]?.total ?? 0, items: findings.map(strip) },
    activeAudits: active.map(({ passed, failed, needsEvidence, notTested, pending, ...a }) => {
      const p = progressJson({ passed, failed, needsEvidence, notTested, pending });
      return { ...a, progress: { total: p.total_controls, reviewed: p.reviewed, passed, failed, needsEvidence, pending } };
    }),
  };
}

const accountIdParam = sql.placeholder("accountId");

function openRequests(db: DbOrTx) {
  const r = auditEvidenceRequests;
  return db
    .select({
      id: r.id,
      auditId: r.auditId,
      auditTitle: audits.title,
      controlId: r.controlId,
      description: r.description,
      priority: r.priority,
      createdAt: r.createdAt,
      total,
    })
    .from(r)
    .innerJoin(audits, eq(audits.id, r.auditId))
    .where(and(eq(audits.accountId, accountIdParam), inArray(r.status, AWAITING_CUSTOMER)))
    .orderBy(priorityRank, asc(r.createdAt), asc(r.id))
    .limit(sql.placeholder("limit"))
    .prepare("open_work_requests");
}

function openFindings(db: DbOrTx) {
  const f = auditFindings;
  return db
    .select({
      id: f.id,
      auditId: f.auditId,
      auditTitle: audits.title,
      controlId: f.controlId,
      title: f.title,
      severity: f.severity,
      status: f.status,
      createdAt: f.createdAt,
      total,
    })
    .from(f)
    .innerJoin(audits, eq(audits.id, f.auditId))
    .where(and(eq(audits.accountId, accountIdParam), inArray(f.status, OPEN_FINDING_STATUSES)))
    .orderBy(severityRank, asc(f.createdAt), asc(f.id))
    .limit(sql.placeholder("limit"))
    .prepare("open_work_findings");
}

function activeAudits(db: DbOrTx) {
  // Progress counts the controls in scope, as the audit's own progress does.
  const progress = progressSubquery(db);
  return db
    .select({
      id: audits.id,
      title: audits.title,
      frameworkId: audits.frameworkId,
      frameworkName: audits.frameworkName,
      status: audits.status,
      targetCompletion: audits.targetCompletion,
      passed: progress.passed,
      failed: progress.failed,
      needsEvidence: progress.needsEvidence,
      notTested: progress.notTested,
      pending: progress.pending,
    })
    .from(audits)
    .innerJoinLateral(progress, sql`true`)
    .where(and(eq(audits.accountId, accountIdParam), ne(audits.status, "complete")))
    .orderBy(desc(audits.createdAt), desc(audits.id))
    .prepare("open_work_audits");
}
