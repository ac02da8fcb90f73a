import { z } from "zod";
import { pageQuery, queryDate } from "@/lib/schemas";

/** Request shapes of the work domain (snake_case, docs/api.md §1; strict bodies, §2). */

/** A framework id (built-in like `soc2`, or a custom framework's UUID) and a control label, URL-encoded in the path. */
export const controlOwnerParams = z.object({
  id: z.string().trim().min(1).max(100),
  controlId: z.string().trim().min(1).max(100),
});
export const frameworkParams = z.object({ id: z.string().trim().min(1).max(100) });

export const controlOwnerBody = z.strictObject({
  user_id: z.uuid("must be a UUID").nullable().describe("The member who owns the control; null removes the owner."),
});
export type ControlOwnerInput = z.output<typeof controlOwnerBody>;

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

export * from "./response-schemas";
