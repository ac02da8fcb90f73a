import { z } from "zod";
import { pageQuery } from "@/lib/schemas";

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

const dateBound = z
  .string()
  .trim()
  .refine((s) => /^\d{4}-\d{2}-\d{2}$/.test(s) || z.iso.datetime({ offset: true }).safeParse(s).success, {
    message: "must be an ISO 8601 date-time (e.g. 2026-12-31T00:00:00Z) or date (2026-12-31)",
  })
  .transform((s) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T00:00:00.000Z` : s));

const trailFilters = {
  actor: z.string().trim().min(1).max(100).optional().describe("A user id, or an actor type: `user`, `api_key`, `auditor`, `scim`, `operator`, `internal`."),
  action: z.string().trim().min(1).max(100).optional().describe("Actions starting with this, e.g. `member.` or `document.approved`."),
  target_type: z.string().trim().min(1).max(100).optional().describe("e.g. `user`, `document`, `audit`."),
  from: dateBound.optional().describe("Events at or after this instant (a date means midnight UTC)."),
  to: dateBound.optional().describe("Events before this instant (a date means midnight UTC, so `to=2026-12-01` ends with 30 November)."),
};
export const auditTrailQuery = pageQuery.extend(trailFilters);
export const auditTrailExportQuery = z.object(trailFilters);
export type AuditTrailFilters = z.output<typeof auditTrailExportQuery>;
