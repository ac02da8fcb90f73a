import { z } from "zod";
import { ACCEPTANCE_CHANNELS, POLICY_AUDIENCES } from "@/db/policy-acceptance";
import { prose } from "@/lib/format/prose";
import { listPeopleQuery, personShape } from "@/lib/people/schemas";
import { pageQuery, requiredText } from "@/lib/schemas";
import { PERSON_POLICY_STATES } from "@/lib/vocabulary";

/** Request shapes of the policy-acceptance domain (camelCase, docs/api.md §1; strict bodies, §2). */

export { ACCEPTANCE_CHANNELS, POLICY_AUDIENCES };

const departments = z.array(requiredText(200)).max(100);

export const createRequirementBody = z
  .strictObject({
    documentId: z.uuid("must be a UUID").describe("An approved, active document of the account."),
    audience: z.enum(POLICY_AUDIENCES).describe("`everyone`: every active person; `departments`: the active people of `departments`."),
    departments: departments.optional().describe("With `departments`: the departments asked (matched case-insensitively)."),
  })
  .superRefine((b, issue) => {
    if (b.audience === "departments" && (b.departments ?? []).length === 0)
      issue.addIssue({ code: "custom", path: ["departments"], message: "name at least one department" });
    if (b.audience === "everyone" && (b.departments ?? []).length > 0)
      issue.addIssue({ code: "custom", path: ["departments"], message: "departments go with audience departments" });
  });
export type CreateRequirementInput = z.output<typeof createRequirementBody>;

export const updateRequirementBody = z.strictObject({ audience: z.enum(POLICY_AUDIENCES), departments: departments.optional() }).superRefine((b, issue) => {
  if (b.audience === "departments" && (b.departments ?? []).length === 0)
    issue.addIssue({ code: "custom", path: ["departments"], message: "name at least one department" });
  if (b.audience === "everyone" && (b.departments ?? []).length > 0)
    issue.addIssue({ code: "custom", path: ["departments"], message: "departments go with audience departments" });
});
export type UpdateRequirementInput = z.output<typeof updateRequirementBody>;

export const recordAcceptanceBody = z.strictObject({
  documentId: z.uuid("must be a UUID").describe("A document that requires acceptance: its current approved version is what is accepted."),
  personId: z
    .uuid("must be a UUID")
    .optional()
    .describe("Whose acceptance: an admin records any person's; anyone else only their own (the person with their e-mail), the default."),
});
export type RecordAcceptanceInput = z.output<typeof recordAcceptanceBody>;

export const listAcceptancesQuery = pageQuery.extend({
  documentId: z.uuid("must be a UUID").optional().describe("Only acceptances of this document (any version)."),
  personId: z.uuid("must be a UUID").optional().describe("Only this person's acceptances."),
});
export type ListAcceptancesQuery = z.output<typeof listAcceptancesQuery>;

export const exportAcceptancesQuery = listAcceptancesQuery.omit({ limit: true, cursor: true });
export type ExportAcceptancesQuery = z.output<typeof exportAcceptancesQuery>;

export const coverageQuery = z.object({ documentId: z.uuid("must be a UUID").optional().describe("Only this document's requirement.") });
export type CoverageQuery = z.output<typeof coverageQuery>;

/** The people list with each person's policies (the route is the people family's, the answer this domain's). */
export const listPeopleWithPoliciesQuery = listPeopleQuery.extend({
  policies: z.enum(PERSON_POLICY_STATES).optional().describe("The gap filter: `pending` (a current version not yet accepted), `complete` or `none`."),
});
export type ListPeopleWithPoliciesQuery = z.output<typeof listPeopleWithPoliciesQuery>;

/** Response `data` shapes of the policy-acceptance domain: the one declaration of each (serializers and components use the types). */
const ts = z.iso.datetime();

export const versionRefShape = z.object({
  id: z.uuid(),
  number: z.int(),
  sha256: z.string().describe("SHA-256 (hex) of the version's Markdown."),
  approvedAt: ts.nullable(),
});

export const coverageFigures = {
  required: z.int().describe("Active people the policy asks."),
  accepted: z.int().describe("Of those, how many accepted the current version."),
  percent: z.number().describe("accepted / required × 100, to one decimal; 100 when nobody is asked."),
  met: z.boolean().describe("At least 95% (what readiness counts as met)."),
};

export const requirementShape = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  documentTitle: z.string(),
  audience: z.enum(POLICY_AUDIENCES),
  departments: z.array(z.string()),
  currentVersion: versionRefShape.nullable().describe("The version being asked; null once the document is archived or no longer approved (nothing is asked)."),
  ...coverageFigures,
  createdAt: ts,
  updatedAt: ts,
});
export type RequirementJson = z.output<typeof requirementShape>;

export const acceptanceShape = z.object({
  id: z.uuid(),
  person: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  documentId: z.uuid(),
  documentTitle: z.string().describe("The version's title when accepted."),
  version: z.object({ id: z.uuid(), number: z.int(), sha256: z.string() }),
  acceptedAt: ts,
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  channel: z.enum(ACCEPTANCE_CHANNELS).describe("`self`: the person's own session; `admin`: an admin on their behalf."),
  recordedBy: z.uuid().nullable().describe("The member who recorded it."),
});
export type AcceptanceJson = z.output<typeof acceptanceShape>;

export const coverageShape = z.object({
  overall: z.object(coverageFigures).describe("Over every requirement with a current version: person-policy pairs."),
  documents: z.array(
    z.object({
      requirementId: z.uuid(),
      documentId: z.uuid(),
      documentTitle: z.string(),
      currentVersion: versionRefShape.nullable(),
      ...coverageFigures,
      pending: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() })).describe("Who has not accepted yet, by name (at most 200)."),
    }),
  ),
});
export type CoverageJson = z.output<typeof coverageShape>;

export const personPoliciesShape = z.object({
  state: z.enum(PERSON_POLICY_STATES),
  required: z.int(),
  accepted: z.int(),
  items: z.array(
    z.object({
      documentId: z.uuid(),
      documentTitle: z.string(),
      version: versionRefShape,
      acceptedAt: ts.nullable().describe("When this person accepted the current version; null while pending."),
    }),
  ),
});
export type PersonPoliciesJson = z.output<typeof personPoliciesShape>;

export const personWithPoliciesShape = personShape.extend({
  policies: personPoliciesShape.describe(prose("The policies asked of this person and where they stand (lib/policy-acceptance).")),
});
export type PersonWithPoliciesJson = z.output<typeof personWithPoliciesShape>;
