import { z } from "zod";
import {
  AUDIT_STATUSES,
  FINDING_SEVERITIES,
  FINDING_STATUSES,
  EVIDENCE_REQUEST_PRIORITIES,
  SCORED_RESULT_STATUSES,
  UNMET_READINESS_STATUSES,
} from "@/lib/vocabulary";
import { readinessFields } from "@/lib/readiness/schemas";
// The dashboard's shapes: what the API layer (lib/api) and the console read of it.

/** The readiness dashboard's answer (docs/api.md "Dashboard"): one shape, read by the API and the console page. */

export const NEXT_ACTION_KINDS = ["fix_test", "renew_evidence", "back_attestation", "add_evidence"] as const;

export const nextActionShape = z.object({
  controlId: z.string(),
  title: z.string().nullable().describe("The control's title; null when the framework no longer names it."),
  readiness: z.enum(UNMET_READINESS_STATUSES),
  kind: z
    .enum(NEXT_ACTION_KINDS)
    .describe("What the action asks for: fix a failing test, renew expired evidence, back an attestation with evidence, or add evidence."),
  action: z.string().describe('What to do, in plain words, e.g. "Upload evidence for CC6.1 Logical access".'),
  reason: readinessFields.reason,
});
export type NextAction = z.output<typeof nextActionShape>;

export const frameworkReadinessShape = z.object({
  frameworkId: z.string(),
  frameworkName: z.string().describe("The built-in framework's or the custom framework's name."),
  custom: z.boolean(),
  scheduleId: z.string().describe("The monitoring schedule whose latest check this is (of several on one framework, the one checked last)."),
  scheduleName: z.string().nullable(),
  passThreshold: z.number(),
  resultId: z.string().nullable().describe("The latest scored check; null until the framework's first check has run."),
  score: z.number().nullable(),
  previousScore: z.number().nullable(),
  status: z.enum(SCORED_RESULT_STATUSES).nullable(),
  checkedAt: z.string().nullable(),
  trend: z.array(z.object({ score: z.number(), at: z.string() })).describe("The schedule's last scores, oldest first, the latest last."),
  counts: z.object({ met: z.number().int(), partial: z.number().int(), missing: z.number().int(), notApplicable: z.number().int() }),
  nextActions: z.array(nextActionShape).describe("The first controls to work on: missing before partial, in catalog order."),
});
export type FrameworkReadiness = z.output<typeof frameworkReadinessShape>;

export const readinessOverviewShape = z.object({
  frameworks: z.array(frameworkReadinessShape).describe("One entry per framework with a monitoring schedule."),
  evidenceRequests: z.object({
    open: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        auditId: z.string(),
        auditTitle: z.string(),
        controlId: z.string(),
        description: z.string(),
        priority: z.enum(EVIDENCE_REQUEST_PRIORITIES),
        createdAt: z.string(),
      }),
    ),
  }),
  findings: z.object({
    open: z.number().int().describe("Findings `open` or `in_progress`."),
    items: z.array(
      z.object({
        id: z.string(),
        auditId: z.string(),
        auditTitle: z.string(),
        controlId: z.string(),
        title: z.string(),
        severity: z.enum(FINDING_SEVERITIES),
        status: z.enum(FINDING_STATUSES),
        createdAt: z.string(),
      }),
    ),
  }),
  expiringEvidence: z.object({
    days: z.number().int().describe("The window: evidence expiring within this many days from now."),
    count: z.number().int(),
    items: z.array(z.object({ id: z.string(), title: z.string(), expiresAt: z.string() })),
  }),
  audits: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        frameworkId: z.string(),
        frameworkName: z.string(),
        status: z.enum(AUDIT_STATUSES),
        targetCompletion: z.string().nullable(),
        progress: z.object({
          total: z.number().int(),
          reviewed: z.number().int(),
          passed: z.number().int(),
          failed: z.number().int(),
          needsEvidence: z.number().int(),
          pending: z.number().int(),
        }),
      }),
    )
    .describe("Every audit not yet complete, newest first, with how far its control review has come."),
});
export type ReadinessOverview = z.output<typeof readinessOverviewShape>;

/** One control's readiness from the latest monitoring check of a framework, for the audit page. */
export const controlReadinessShape = z.object({ readiness: readinessFields.readiness, reason: readinessFields.reason });
export type ControlReadiness = z.output<typeof controlReadinessShape>;
