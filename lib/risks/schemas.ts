import { z } from "zod";
import { RISK_CATEGORIES, RISK_REVIEW_CADENCES, RISK_SCALE_MAX_LEVELS, RISK_TREATMENTS } from "@/db/risks";
import { prose } from "@/lib/format/prose";
import { calendarDate, optionalText, pageQuery, requiredText, storableString } from "@/lib/schemas";
import { uuidParam } from "@/lib/uuid";
import { RISK_ASSESSMENT_STATUSES, RISK_STATUSES, RISK_TASK_STATUSES } from "@/lib/vocabulary";

/** Request and response shapes of the risk register (camelCase, docs/api.md §1; strict bodies, §2; "Risks"). */

export { RISK_CATEGORIES, RISK_REVIEW_CADENCES, RISK_TREATMENTS };

/** The scale every account starts with: 5 × 5, lowest level first. */
export const DEFAULT_LIKELIHOOD_LABELS = ["Rare", "Unlikely", "Possible", "Likely", "Almost certain"] as const;
export const DEFAULT_IMPACT_LABELS = ["Negligible", "Minor", "Moderate", "Major", "Severe"] as const;

const level = () => z.number().int().min(1).max(RISK_SCALE_MAX_LEVELS);

export const controlRef = z.strictObject({
  framework: requiredText(100).describe("A built-in framework id (`soc2`, `iso27001`) or one of the account's custom framework ids."),
  controlId: requiredText(100).describe("The control's id or label, e.g. `CC3.2` or `A.5.7`."),
});

const riskFields = {
  title: requiredText(300),
  description: optionalText(5000).nullable(),
  category: z.enum(RISK_CATEGORIES),
  customCategory: optionalText(100).nullable().describe("The account's own word for the category; required with `category: custom`."),
  scope: optionalText(2000).nullable().describe("The assets or systems concerned."),
  threat: optionalText(2000).nullable().describe("What could happen (ISO/IEC 27005), e.g. credential stuffing."),
  vulnerability: optionalText(2000).nullable().describe("The weakness it would exploit, e.g. passwords without a second factor."),
  ownerId: uuidParam().nullable().describe("The member who owns the risk: an active member of the account."),
  inherentLikelihood: level().nullable().describe("Likelihood before treatment: a level of the account's scale, 1 = lowest."),
  inherentImpact: level().nullable().describe("Impact before treatment: a level of the account's scale, 1 = lowest."),
  treatment: z.enum(RISK_TREATMENTS).nullable(),
  treatmentPlan: optionalText(5000).nullable(),
  residualLikelihood: level().nullable().describe("Likelihood once treated; comes with `residualImpact`."),
  residualImpact: level().nullable().describe("Impact once treated; comes with `residualLikelihood`."),
  targetDate: calendarDate().nullable().describe("When the treatment should be complete (YYYY-MM-DD)."),
  reviewCadence: z.enum(RISK_REVIEW_CADENCES),
  nextReviewDate: calendarDate().describe("The next review (YYYY-MM-DD); default: one cadence after the last review, or after creation."),
  controls: z.array(controlRef).max(200).describe("The existing controls that treat the risk; replaces the whole set."),
};

const pairs = [
  ["inherentLikelihood", "inherentImpact"],
  ["residualLikelihood", "residualImpact"],
] as const;

/** Likelihood and impact come in pairs: both or neither. */
const pairedLevels = (v: Partial<Record<(typeof pairs)[number][number], number | null | undefined>>, ctx: z.RefinementCtx) => {
  for (const [a, b] of pairs) {
    if (v[a] === undefined && v[b] === undefined) continue;
    const missing = v[a] == null ? a : b;
    if ((v[a] == null) !== (v[b] == null)) ctx.addIssue({ code: "custom", path: [missing], message: `Give ${a} and ${b} together` });
  }
};

/** Every field may be left out of a request but these; a PATCH changes only what it names. */
const riskObject = z.strictObject(riskFields).partial();

export const createRiskBody = riskObject
  .extend({
    title: riskFields.title,
    category: riskFields.category,
    reviewCadence: riskFields.reviewCadence.default("annual"),
    controls: riskFields.controls.default([]),
  })
  .superRefine(pairedLevels);
export type CreateRiskInput = z.output<typeof createRiskBody>;

/** The statuses a PATCH may set: `accepted` only through POST /risks/{id}/accept. */
export const SETTABLE_RISK_STATUSES = RISK_STATUSES.filter((s) => s !== "accepted") as Exclude<(typeof RISK_STATUSES)[number], "accepted">[];

export const updateRiskBody = riskObject
  .extend({
    status: z
      .enum(SETTABLE_RISK_STATUSES)
      .optional()
      .describe("`assessed` and `treating` need the inherent scores, `treating` a treatment; `accepted` is set by POST /risks/{id}/accept."),
    reviewed: z.literal(true).optional().describe("`true` records a review now: the next review date moves one cadence ahead."),
  })
  .superRefine(pairedLevels)
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: "Change at least one field" });
export type UpdateRiskInput = z.output<typeof updateRiskBody>;

export const acceptRiskBody = z.strictObject({
  justification: requiredText(2000).describe("Why the risk is retained as it is (ISO/IEC 27001 6.1.3 d: the risk owner's acceptance)."),
  expiresOn: calendarDate().describe("The day the acceptance lapses and the risk must be looked at again (YYYY-MM-DD, after today)."),
});
export type AcceptRiskInput = z.output<typeof acceptRiskBody>;

const filterText = (max: number, empty: string) => storableString().trim().min(1, empty).max(max);
const queryLevel = (what: string) =>
  z.coerce.number().int().min(1).max(RISK_SCALE_MAX_LEVELS).optional().describe(`Only risks at this ${what} level (of \`basis\`).`);
const queryScore = (what: string) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(RISK_SCALE_MAX_LEVELS * RISK_SCALE_MAX_LEVELS)
    .optional()
    .describe(`Only risks whose score (of \`basis\`) is ${what}.`);

/** The register's filters, shared by the list, the matrix and the CSV export. */
export const riskFilters = z.object({
  q: filterText(200, "Give words to search for, or leave `q` out").optional().describe("Words to find, case-insensitively, in the title or description."),
  status: z.enum(RISK_STATUSES).optional(),
  ownerId: uuidParam().optional().describe("Only the risks this member owns."),
  category: z.enum(RISK_CATEGORIES).optional(),
  basis: z
    .enum(["inherent", "residual"])
    .default("residual")
    .describe(
      prose(
        "Which scores `minScore`, `maxScore`, `likelihood` and `impact` read: `residual` (default; a risk not yet scored after treatment",
        "counts at its inherent scores) or `inherent`.",
      ),
    ),
  minScore: queryScore("at least this"),
  maxScore: queryScore("at most this"),
  likelihood: queryLevel("likelihood"),
  impact: queryLevel("impact"),
  reviewOverdue: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional()
    .describe("`true`: only open risks whose next review date has passed; `false`: only those not overdue."),
});
export type RiskFilters = z.output<typeof riskFilters>;

export const listRisksQuery = pageQuery.extend(riskFilters.shape);
export type ListRisksQuery = z.output<typeof listRisksQuery>;

export const exportRisksQuery = riskFilters.extend({ format: z.enum(["csv"]).default("csv").describe("`csv`: an RFC 4180 file.") });
export type ExportRisksQuery = z.output<typeof exportRisksQuery>;

export const riskTaskParams = z.object({ id: uuidParam(), taskId: uuidParam() });

export const createRiskTaskBody = z.strictObject({
  title: requiredText(300),
  description: optionalText(5000).nullable().optional(),
  assigneeId: uuidParam().nullable().optional().describe("The member who does it: an active member of the account."),
  dueDate: calendarDate().nullable().optional(),
});
export type CreateRiskTaskInput = z.output<typeof createRiskTaskBody>;

export const updateRiskTaskBody = z
  .strictObject({
    title: requiredText(300).optional(),
    description: optionalText(5000).nullable().optional(),
    assigneeId: uuidParam().nullable().optional(),
    dueDate: calendarDate().nullable().optional(),
    status: z.enum(RISK_TASK_STATUSES).optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: "Change at least one field" });
export type UpdateRiskTaskInput = z.output<typeof updateRiskTaskBody>;

export const listRiskTasksQuery = pageQuery;

export const listRiskLibraryQuery = pageQuery.extend({
  category: z.enum(RISK_CATEGORIES).optional(),
  q: filterText(200, "Give words to search for, or leave `q` out").optional().describe("Words to find in the title or description."),
});
export type ListRiskLibraryQuery = z.output<typeof listRiskLibraryQuery>;

export const addLibraryRisksBody = z.strictObject({
  ids: z.array(requiredText(100)).min(1, "Name at least one library risk").max(100).describe("The library entries to add, by id."),
  ownerId: uuidParam().nullable().optional().describe("The member who owns every risk added: an active member of the account."),
});
export type AddLibraryRisksInput = z.output<typeof addLibraryRisksBody>;

export const createRiskAssessmentBody = z.strictObject({
  title: requiredText(300).optional().describe('Default: "Risk assessment <assessedOn>".'),
  summary: optionalText(5000).describe("The method, participants and conclusions, in words."),
  assessedOn: calendarDate().optional().describe("The day the assessment is of (YYYY-MM-DD); default today."),
});
export type CreateRiskAssessmentInput = z.output<typeof createRiskAssessmentBody>;

export const signRiskAssessmentBody = z.strictObject({
  summary: optionalText(5000).describe("Replaces the summary as it is signed off."),
});
export type SignRiskAssessmentInput = z.output<typeof signRiskAssessmentBody>;

export const listRiskAssessmentsQuery = pageQuery.extend({ status: z.enum(RISK_ASSESSMENT_STATUSES).optional() });
export type ListRiskAssessmentsQuery = z.output<typeof listRiskAssessmentsQuery>;

// ------------------------------------------------------------------------------------------ answers

const ts = z.iso.datetime();
const day = z.string().describe("Calendar date YYYY-MM-DD");
const person = z.object({ id: z.uuid(), name: z.string() });

export const riskControlShape = z.object({ framework: z.string(), controlId: z.string() });

export const riskShape = z.object({
  id: z.uuid(),
  reference: z.string().describe("The account's number for the risk, `R-12`."),
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(RISK_CATEGORIES),
  customCategory: z.string().nullable(),
  scope: z.string().nullable(),
  threat: z.string().nullable(),
  vulnerability: z.string().nullable(),
  owner: person.nullable().describe("null when nobody owns it (or the owner left the account)."),
  inherentLikelihood: z.number().int().nullable(),
  inherentImpact: z.number().int().nullable(),
  inherentScore: z.number().int().nullable().describe("inherentLikelihood × inherentImpact; null until scored."),
  treatment: z.enum(RISK_TREATMENTS).nullable(),
  treatmentPlan: z.string().nullable(),
  residualLikelihood: z.number().int().nullable(),
  residualImpact: z.number().int().nullable(),
  residualScore: z.number().int().nullable().describe("residualLikelihood × residualImpact; null until scored after treatment."),
  targetDate: day.nullable(),
  status: z.enum(RISK_STATUSES),
  reviewCadence: z.enum(RISK_REVIEW_CADENCES),
  lastReviewedAt: ts.nullable(),
  nextReviewDate: day,
  reviewOverdue: z.boolean().describe("The next review date has passed and the risk is not closed."),
  acceptance: z
    .object({
      justification: z.string(),
      expiresOn: day,
      expired: z.boolean(),
      acceptedBy: person.nullable(),
      acceptedAt: ts,
    })
    .nullable()
    .describe("The owner's or admin's acceptance, while the risk is accepted."),
  controls: z.array(riskControlShape),
  openTasks: z.number().int(),
  libraryId: z.string().nullable().describe("The library entry the risk was added from."),
  createdAt: ts,
  updatedAt: ts,
});
export type RiskJson = z.output<typeof riskShape>;

const scoreState = z.object({
  inherentLikelihood: z.number().int().nullable(),
  inherentImpact: z.number().int().nullable(),
  residualLikelihood: z.number().int().nullable(),
  residualImpact: z.number().int().nullable(),
  status: z.enum(RISK_STATUSES),
  treatment: z.enum(RISK_TREATMENTS).nullable(),
});

export const riskHistoryShape = z.object({
  id: z.uuid(),
  changedAt: ts,
  changedBy: person.nullable(),
  before: scoreState.nullable().describe("null for the entry that records the risk's creation."),
  after: scoreState,
});
export type RiskHistoryJson = z.output<typeof riskHistoryShape>;

export const riskTaskShape = z.object({
  id: z.uuid(),
  riskId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  assignee: person.nullable(),
  dueDate: day.nullable(),
  status: z.enum(RISK_TASK_STATUSES),
  overdue: z.boolean().describe("Open, and its due date has passed."),
  completedAt: ts.nullable(),
  createdAt: ts,
  updatedAt: ts,
});
export type RiskTaskJson = z.output<typeof riskTaskShape>;

export const riskDetailShape = riskShape.extend({
  controls: z.array(riskControlShape.extend({ title: z.string().nullable(), frameworkName: z.string() })),
  history: z.array(riskHistoryShape).describe("Every change of scores, status or treatment, newest first (at most 200)."),
  tasks: z.array(riskTaskShape).describe("The treatment plan's tasks, oldest first (at most 200)."),
});
export type RiskDetailJson = z.output<typeof riskDetailShape>;

export const riskScaleShape = z.object({
  likelihood: z.array(z.string()).describe("One label per likelihood level, lowest first."),
  impact: z.array(z.string()).describe("One label per impact level, lowest first."),
  custom: z.boolean().describe("false while the account uses the default 5 × 5 scale."),
});
export type RiskScaleJson = z.output<typeof riskScaleShape>;

const grid = z
  .array(z.array(z.number().int()))
  .describe(prose("Counts per cell: `cells[l - 1][i - 1]` is the number of risks at likelihood `l` and impact `i`."));

export const riskMatrixShape = z.object({
  scale: riskScaleShape,
  inherent: z.object({ cells: grid, unscored: z.number().int().describe("Risks without inherent scores, in no cell.") }),
  residual: z
    .object({
      cells: grid,
      unscored: z.number().int().describe("Risks without any scores, in no cell."),
    })
    .describe("Residual scores; a risk not yet scored after treatment counts at its inherent scores."),
  total: z.number().int().describe("Risks that match the filters."),
});
export type RiskMatrixJson = z.output<typeof riskMatrixShape>;

export const riskLibraryEntryShape = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(RISK_CATEGORIES),
  description: z.string(),
  threat: z.string(),
  vulnerability: z.string(),
  inherentLikelihood: z.number().int().describe("The suggested likelihood on the default 5 × 5 scale."),
  inherentImpact: z.number().int().describe("The suggested impact on the default 5 × 5 scale."),
  treatment: z.enum(RISK_TREATMENTS).describe("The suggested treatment."),
  controls: z.array(riskControlShape.extend({ title: z.string().nullable() })).describe("The suggested SOC 2 and ISO/IEC 27001 controls."),
  crosswalked: z
    .array(riskControlShape)
    .describe("Controls of other built-in frameworks its ISO/IEC 27001 controls map to through the official crosswalks (at most 12)."),
  inRegister: z.boolean().describe("The account's register already holds a risk added from this entry."),
});
export type RiskLibraryEntryJson = z.output<typeof riskLibraryEntryShape>;

export const addedLibraryRisksShape = z.object({
  added: z.array(riskShape),
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })).describe("Entries not added: already in the register."),
});
export type AddedLibraryRisksJson = z.output<typeof addedLibraryRisksShape>;

export const riskAssessmentSummaryShape = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string().nullable(),
  status: z.enum(RISK_ASSESSMENT_STATUSES),
  assessedOn: day,
  riskCount: z.number().int().describe("Risks in the snapshot."),
  createdBy: person.nullable(),
  createdAt: ts,
  signedBy: person.nullable(),
  signedAt: ts.nullable(),
});
export type RiskAssessmentSummaryJson = z.output<typeof riskAssessmentSummaryShape>;

export const riskSnapshotShape = z.object({
  riskId: z.uuid(),
  reference: z.string(),
  title: z.string(),
  category: z.string(),
  status: z.enum(RISK_STATUSES),
  owner: person.nullable(),
  inherentLikelihood: z.number().int().nullable(),
  inherentImpact: z.number().int().nullable(),
  inherentScore: z.number().int().nullable(),
  residualLikelihood: z.number().int().nullable(),
  residualImpact: z.number().int().nullable(),
  residualScore: z.number().int().nullable(),
  treatment: z.enum(RISK_TREATMENTS).nullable(),
  treatmentPlan: z.string().nullable(),
  openTasks: z.number().int(),
  doneTasks: z.number().int(),
  acceptanceExpiresOn: day.nullable(),
  controls: z.array(riskControlShape),
});

export const riskAssessmentShape = riskAssessmentSummaryShape.extend({
  scale: z.object({ likelihood: z.array(z.string()), impact: z.array(z.string()) }).describe("The scales the risks were scored on."),
  risks: z.array(riskSnapshotShape).describe("Every risk of the register as it stood when the assessment was taken, by reference."),
});
export type RiskAssessmentJson = z.output<typeof riskAssessmentShape>;
