import { z } from "zod";

/** Response `data` shapes of the work domain: the one declaration of each (serializers and components use the types). */
const ts = z.iso.datetime();

export const personShape = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const controlOwnerShape = z.object({
  framework_id: z.string(),
  control_id: z.string(),
  control_title: z.string().nullable(),
  owner: personShape,
  assigned_at: ts,
});

export const WORK_KINDS = ["evidence_request", "finding", "control", "document"] as const;

export const workItemShape = z.object({
  kind: z.enum(WORK_KINDS),
  id: z.string().describe("The request's, finding's or document's id; `<framework_id>:<control_id>` for a control."),
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

export type PersonJson = z.output<typeof personShape>;
export type ControlOwnerJson = z.output<typeof controlOwnerShape>;
export type WorkItemJson = z.output<typeof workItemShape>;
export type MyWorkJson = z.output<typeof myWorkShape>;
export type TrailEventJson = z.output<typeof trailEventShape>;
