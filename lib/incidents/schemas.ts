import { z } from "zod";
import { isoDateTime, optionalText, pageQuery, requiredText, storableString } from "@/lib/schemas";
import { INCIDENT_ACTION_STATUSES, INCIDENT_ENTRY_KINDS, INCIDENT_SEVERITIES, INCIDENT_STATUSES } from "@/lib/vocabulary";

// ---------------------------------------------------------------- requests

const uuid = z.uuid("Must be a UUID");
const day = z.iso.date("Must be a date (YYYY-MM-DD)");
const controlRef = z.strictObject({ framework: requiredText(100), controlId: requiredText(100) });
const systems = z.array(requiredText(200)).max(50);

const incidentFields = {
  title: requiredText(300),
  description: optionalText(20_000),
  severity: z.enum(INCIDENT_SEVERITIES),
  ownerUserId: uuid.optional(),
  detectedAt: isoDateTime().optional().describe("When the company became aware of it; default now. The GDPR 72 hours run from here."),
  occurredAt: isoDateTime().optional().describe("When it began, if known."),
  affectedSystems: systems.optional(),
  affectedData: optionalText(2000),
  personalDataBreach: z.boolean().optional().describe("A breach of personal data (GDPR Art. 4(12)): shows the Art. 33 notification deadline."),
  healthDataInvolved: z.boolean().optional().describe("Protected health information is involved: adds the HIPAA breach-notification deadlines."),
  affectedIndividuals: z.number().int().min(0).max(1_000_000_000).optional(),
  controls: z.array(controlRef).max(100).optional().describe("Controls the incident tested or showed failing."),
};

export const createIncidentBody = z.strictObject(incidentFields);
export type CreateIncidentInput = z.output<typeof createIncidentBody>;

const nullableTime = isoDateTime().nullable().optional();

export const updateIncidentBody = z
  .strictObject({
    title: incidentFields.title.optional(),
    description: storableString().trim().max(20_000).nullable().optional(),
    severity: incidentFields.severity.optional(),
    status: z.enum(INCIDENT_STATUSES).optional(),
    ownerUserId: uuid.nullable().optional(),
    detectedAt: isoDateTime().optional(),
    occurredAt: nullableTime,
    containedAt: nullableTime,
    resolvedAt: nullableTime,
    affectedSystems: systems.optional(),
    affectedData: storableString().trim().max(2000).nullable().optional(),
    personalDataBreach: z.boolean().optional(),
    healthDataInvolved: z.boolean().optional(),
    affectedIndividuals: z.number().int().min(0).max(1_000_000_000).nullable().optional(),
    authorityNotifiedAt: nullableTime,
    authorityName: storableString().trim().max(300).nullable().optional(),
    authorityReference: storableString().trim().max(300).nullable().optional(),
    individualsNotifiedAt: nullableTime,
    hhsNotifiedAt: nullableTime,
    controls: incidentFields.controls,
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "Give at least one field to change" });
export type UpdateIncidentInput = z.output<typeof updateIncidentBody>;

export const listIncidentsQuery = pageQuery
  .extend({
    status: z.enum(INCIDENT_STATUSES).optional(),
    severity: z.enum(INCIDENT_SEVERITIES).optional(),
    active: z.enum(["true", "false"]).optional().describe("`true`: open, investigating or contained; `false`: resolved or closed."),
    breach: z.enum(["true", "false"]).optional().describe("`true`: personal data breaches only; `false`: the others."),
    owner: uuid.optional().describe("Incidents this member owns."),
    q: storableString().trim().min(1).max(200).optional().describe("Words in the title or description."),
  })
  .strict();
export type ListIncidentsQuery = z.output<typeof listIncidentsQuery>;

export const incidentParams = z.object({ id: uuid });
export const incidentActionParams = z.object({ id: uuid, actionId: uuid });

export const createTimelineEntryBody = z.strictObject({
  body: requiredText(5000),
  at: isoDateTime().optional().describe("When it happened; default now."),
});
export type CreateTimelineEntryInput = z.output<typeof createTimelineEntryBody>;

export const timelineQuery = pageQuery.strict();

export const reviewBody = z
  .strictObject({
    rootCause: storableString().trim().max(10_000).nullable().optional(),
    wentWell: storableString().trim().max(10_000).nullable().optional(),
    wentBadly: storableString().trim().max(10_000).nullable().optional(),
    complete: z.boolean().optional().describe("`true` completes the review (it needs a root cause); `false` reopens it."),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "Give at least one field to change" });
export type ReviewInput = z.output<typeof reviewBody>;

export const createActionBody = z.strictObject({
  title: requiredText(300),
  ownerUserId: uuid.optional(),
  dueOn: day.optional(),
});
export type CreateActionInput = z.output<typeof createActionBody>;

export const updateActionBody = z
  .strictObject({
    title: requiredText(300).optional(),
    ownerUserId: uuid.nullable().optional(),
    dueOn: day.nullable().optional(),
    status: z.enum(INCIDENT_ACTION_STATUSES).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "Give at least one field to change" });
export type UpdateActionInput = z.output<typeof updateActionBody>;

// ---------------------------------------------------------------- answers

const ts = z.iso.datetime({ offset: true });
const person = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const gdprNotificationShape = z
  .object({
    deadline: ts.describe("detectedAt + 72 hours (GDPR Art. 33(1))."),
    state: z.enum(["due", "overdue", "notified", "notified_late"]),
    hoursRemaining: z.number().int().nullable().describe("Whole hours until the deadline while not notified; negative once overdue."),
    notifiedAt: ts.nullable(),
    authorityName: z.string().nullable(),
    authorityReference: z.string().nullable(),
  })
  .describe("The supervisory authority's notification.");

export const hipaaNotificationShape = z
  .object({
    individualsDeadline: ts.describe("60 days from discovery (45 CFR 164.404(b))."),
    individualsNotifiedAt: ts.nullable(),
    hhsDeadline: ts
      .nullable()
      .describe("60 days from discovery with 500 or more affected (164.408(b)); under 500, within 60 days of the calendar year's end (164.408(c))."),
    hhsNotifiedAt: ts.nullable(),
    mediaNoticeRequired: z.boolean().describe("500 or more residents affected (164.406)."),
  })
  .describe("HIPAA breach notification, where health information is involved.");

export const incidentShape = z.object({
  id: z.uuid(),
  reference: z.string().describe("The account's own reference, e.g. INC-7."),
  title: z.string(),
  description: z.string().nullable(),
  severity: z.enum(INCIDENT_SEVERITIES),
  status: z.enum(INCIDENT_STATUSES),
  owner: person.nullable(),
  detectedAt: ts,
  occurredAt: ts.nullable(),
  containedAt: ts.nullable(),
  resolvedAt: ts.nullable(),
  closedAt: ts.nullable(),
  affectedSystems: z.array(z.string()),
  affectedData: z.string().nullable(),
  personalDataBreach: z.boolean(),
  healthDataInvolved: z.boolean(),
  affectedIndividuals: z.number().int().nullable(),
  notification: z
    .object({ gdpr: gdprNotificationShape, hipaa: hipaaNotificationShape.nullable() })
    .nullable()
    .describe("Deadlines of a personal data breach; null for other incidents."),
  review: z.object({
    rootCause: z.string().nullable(),
    wentWell: z.string().nullable(),
    wentBadly: z.string().nullable(),
    completedAt: ts.nullable(),
    completedBy: person.nullable(),
  }),
  controls: z.array(z.object({ framework: z.string(), frameworkName: z.string(), controlId: z.string(), title: z.string().nullable() })),
  actions: z.object({ open: z.number().int(), done: z.number().int() }),
  createdAt: ts,
  updatedAt: ts,
});
export type IncidentJson = z.output<typeof incidentShape>;

export const timelineEntryShape = z.object({
  id: z.uuid(),
  kind: z.enum(INCIDENT_ENTRY_KINDS),
  at: ts,
  body: z.string(),
  author: person.nullable(),
  createdAt: ts,
});
export type TimelineEntryJson = z.output<typeof timelineEntryShape>;

export const incidentActionShape = z.object({
  id: z.uuid(),
  incidentId: z.uuid(),
  title: z.string(),
  owner: person.nullable(),
  dueOn: z.string().nullable(),
  status: z.enum(INCIDENT_ACTION_STATUSES),
  overdue: z.boolean(),
  doneAt: ts.nullable(),
  createdAt: ts,
});
export type IncidentActionJson = z.output<typeof incidentActionShape>;
