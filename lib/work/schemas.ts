import { z } from "zod";
import { pageQuery, queryDate } from "@/lib/schemas";

/** Request shapes of the work domain (snake_case, docs/api.md §1; strict bodies, §2). */

export const workQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(100).describe("At most this many items of each kind."),
});

const trailFilters = {
  actor: z.string().trim().min(1).max(100).optional().describe("A user id, or an actor type: `user`, `api_key`, `auditor`, `scim`, `operator`, `internal`."),
  action: z.string().trim().min(1).max(100).optional().describe("Actions starting with this, e.g. `member.` or `document.approved`."),
  target_type: z.string().trim().min(1).max(100).optional().describe("e.g. `user`, `document`, `audit`."),
  from: queryDate("from", { description: "Events at or after this instant (a date means midnight UTC)." }).optional(),
  to: queryDate("to", { description: "Events before this instant (a date means midnight UTC, so `to=2026-12-01` ends with 30 November)." }).optional(),
};
export const auditTrailQuery = pageQuery.extend(trailFilters);
export const auditTrailExportQuery = z.object(trailFilters);
export type AuditTrailFilters = z.output<typeof auditTrailExportQuery>;

/** Response `data` shapes of the work domain: the one declaration of each (serializers and components use the types). */
const ts = z.iso.datetime();

export const WORK_KINDS = ["evidence_request", "finding", "control", "document", "incident_action", "risk_task"] as const;

export const workItemShape = z.object({
  kind: z.enum(WORK_KINDS),
  id: z.string().describe("The request's, finding's, document's, incident action's or risk task's id; `<framework_id>:<control_id>` for a control."),
  title: z.string(),
  context: z.string().describe("Where it sits: the audit's title, the framework, or the document's version."),
  link: z.string().describe("The console page that shows it."),
  due_at: ts.nullable(),
  overdue: z.boolean(),
});

export const myWorkShape = z.object({
  counts: z.object({
    total: z.int(),
    overdue: z.int(),
    evidence_requests: z.int(),
    findings: z.int(),
    controls: z.int(),
    documents: z.int(),
    incident_actions: z.int(),
    risk_tasks: z.int(),
  }),
  items: z.array(workItemShape).describe("Overdue first, then by due date (none last), then by title."),
});

export const trailEventShape = z.object({
  id: z.uuid(),
  action: z.string(),
  label: z.string().describe("The action in words."),
  target_type: z.string(),
  target_id: z.string().nullable(),
  target_label: z.string().nullable().describe("The target in words where people know it by name: a control as `SOC 2 · CC6.1`. Null for other targets."),
  actor: z.object({
    type: z.string(),
    id: z.string().nullable(),
    name: z.string().describe("The user's name and e-mail, `API key <prefix>`, `SCIM`, `Auditor <name>`, `Operator <name>` or `System`."),
  }),
  details: z.record(z.string(), z.unknown()),
  created_at: ts,
});

export type WorkItemJson = z.output<typeof workItemShape>;
export type MyWorkJson = z.output<typeof myWorkShape>;
export type TrailEventJson = z.output<typeof trailEventShape>;
