import { z } from "zod";
import { listOrNone, oscalDateTime, oscalString, oscalText } from "./datatypes";
import { tokenFor } from "./ids";
import { linkShape, optional, productProp, propertyShape, type OscalProperty, type OscalResource } from "./metadata";
import { stableUuid } from "./uuid";

/**
 * OSCAL's assessment-common pieces that assessment results and the POA&M share: observations (with the evidence and
 * its hashes), findings, risks with their remediations and milestones. Shapes describe exactly what is emitted;
 * builders take plain objects named by the product's ids and derive every uuid with stableUuid from the document's
 * `scope`, so the same observation or finding has the same uuid in every export and in both documents.
 */

export const OBSERVATION_METHODS = ["EXAMINE", "INTERVIEW", "TEST", "UNKNOWN"] as const;
export type ObservationMethod = (typeof OBSERVATION_METHODS)[number];
export const FINDING_STATES = ["satisfied", "not-satisfied"] as const;
export type FindingState = (typeof FINDING_STATES)[number];
export const RISK_STATUSES = ["open", "investigating", "remediating", "deviation-requested", "deviation-approved", "closed"] as const;
export type RiskStatus = (typeof RISK_STATUSES)[number];
export const REMEDIATION_LIFECYCLES = ["recommendation", "planned", "completed"] as const;
export type RemediationLifecycle = (typeof REMEDIATION_LIFECYCLES)[number];

const props = z.array(propertyShape).optional();

export const relevantEvidenceShape = z.object({
  href: z.string().optional(),
  description: z.string(),
  props,
  links: z.array(linkShape).optional(),
  remarks: z.string().optional(),
});

export const observationShape = z.object({
  uuid: z.string(),
  title: z.string(),
  description: z.string(),
  props,
  methods: z.array(z.enum(OBSERVATION_METHODS)),
  types: z.array(z.string()).optional(),
  "relevant-evidence": z.array(relevantEvidenceShape).optional(),
  collected: z.string(),
  expires: z.string().optional(),
  remarks: z.string().optional(),
});
export type OscalObservation = z.output<typeof observationShape>;

export const findingTargetShape = z.object({
  type: z.enum(["statement-id", "objective-id"]),
  "target-id": z.string(),
  title: z.string().optional(),
  props,
  status: z.object({ state: z.enum(FINDING_STATES), reason: z.enum(["pass", "fail", "other"]).optional(), remarks: z.string().optional() }),
  remarks: z.string().optional(),
});

const observationRef = z.object({ "observation-uuid": z.string() });
const riskRef = z.object({ "risk-uuid": z.string() });

export const findingShape = z.object({
  uuid: z.string(),
  title: z.string(),
  description: z.string(),
  props,
  target: findingTargetShape,
  "related-observations": z.array(observationRef).optional(),
  "related-risks": z.array(riskRef).optional(),
  remarks: z.string().optional(),
});
export type OscalFinding = z.output<typeof findingShape>;

export const taskShape = z.object({
  uuid: z.string(),
  type: z.literal("milestone"),
  title: z.string(),
  description: z.string().optional(),
  timing: z
    .object({
      "on-date": z.object({ date: z.string() }).optional(),
      "within-date-range": z.object({ start: z.string(), end: z.string() }).optional(),
    })
    .optional(),
});

export const remediationShape = z.object({
  uuid: z.string(),
  lifecycle: z.enum(REMEDIATION_LIFECYCLES),
  title: z.string(),
  description: z.string(),
  props,
  tasks: z.array(taskShape).optional(),
});

export const riskShape = z.object({
  uuid: z.string(),
  title: z.string(),
  description: z.string(),
  statement: z.string(),
  props,
  status: z.enum(RISK_STATUSES),
  deadline: z.string().optional(),
  remediations: z.array(remediationShape).optional(),
  "related-observations": z.array(observationRef).optional(),
});
export type OscalRisk = z.output<typeof riskShape>;

/** An evidence item behind an observation; with `sha256` (and `href`) it also becomes a back-matter resource. */
export interface EvidenceInput {
  /** The product's id of the file or item: names the back-matter resource. */
  id: string;
  description: string;
  href?: string | null;
  filename?: string | null;
  mediaType?: string | null;
  sha256?: string | null;
  size?: number | null;
  props?: OscalProperty[];
}

export interface ObservationInput {
  id: string;
  title: string;
  description: string;
  methods: ObservationMethod[];
  types?: string[];
  collected: Date | string;
  expires?: Date | string | null;
  evidence?: EvidenceInput[];
  props?: OscalProperty[];
  remarks?: string | null;
}

export interface FindingInput {
  id: string;
  title: string;
  description: string;
  target: {
    /** The control's label as the product shows it; the document's `idOf` turns it into the OSCAL id. */
    controlId: string;
    /** `statement-id` (default) targets `<id>_smt`, `objective-id` targets `<id>_obj`, as NIST's catalogs name them. */
    type?: "statement-id" | "objective-id";
    title?: string;
    state: FindingState;
    reason?: "pass" | "fail" | "other";
    remarks?: string | null;
  };
  props?: OscalProperty[];
  observationIds?: string[];
  riskIds?: string[];
  remarks?: string | null;
}

export interface MilestoneInput {
  id: string;
  title: string;
  description?: string | null;
  /** With a start the milestone spans start..end, else it falls on `end`. */
  start?: Date | string | null;
  end: Date | string;
}

export interface RemediationInput {
  id: string;
  lifecycle: RemediationLifecycle;
  title: string;
  description: string;
  props?: OscalProperty[];
  milestones?: MilestoneInput[];
}

export interface RiskInput {
  id: string;
  title: string;
  description: string;
  statement: string;
  status: RiskStatus;
  deadline?: Date | string | null;
  props?: OscalProperty[];
  observationIds?: string[];
  remediations?: RemediationInput[];
}

/** Derives every uuid of one document family from its scope (`["audit", auditId]`), a kind and the product's id. */
export type UuidOf = (kind: string, id: string) => string;
export const uuidsIn =
  (scope: readonly string[]): UuidOf =>
  (kind, id) =>
    stableUuid(...scope, kind, id);

/** Each id once, in first-seen order: a related list names each observation or risk once. */
const unique = (ids: readonly string[]) => [...new Set(ids)];

function relevantEvidence(uuidOf: UuidOf, e: EvidenceInput): z.output<typeof relevantEvidenceShape> {
  const fileProps = [
    ...(e.filename ? [productProp("file-name", e.filename)] : []),
    ...(e.mediaType ? [productProp("media-type", e.mediaType)] : []),
    ...(e.size !== null && e.size !== undefined ? [productProp("size", e.size)] : []),
    ...(e.sha256 ? [productProp("sha256", e.sha256)] : []),
  ];
  const resource = e.href && e.sha256 ? [{ href: `#${uuidOf("evidence-file", e.id)}`, rel: "reference" }] : [];
  return {
    ...optional("href", e.href || undefined),
    description: oscalText(e.description, "Evidence"),
    ...optional("props", listOrNone([...fileProps, ...(e.props ?? [])])),
    ...optional("links", listOrNone(resource)),
  };
}

export function buildObservation(uuidOf: UuidOf, o: ObservationInput): OscalObservation {
  return {
    uuid: uuidOf("observation", o.id),
    title: oscalText(o.title, "Observation"),
    description: oscalText(o.description, "Observation"),
    ...optional("props", listOrNone(o.props ?? [])),
    methods: unique(o.methods) as ObservationMethod[],
    ...optional("types", listOrNone(unique(o.types ?? []))),
    ...optional("relevant-evidence", listOrNone((o.evidence ?? []).map((e) => relevantEvidence(uuidOf, e)))),
    collected: oscalDateTime(o.collected),
    ...optional("expires", o.expires ? oscalDateTime(o.expires) : undefined),
    ...optional("remarks", o.remarks?.trim() || undefined),
  };
}

/**
 * The back-matter resources of the observations' files: one per file (however many observations cite it), with the
 * file's URL and its SHA-256 in `rlinks`, where OSCAL carries a resource's hash.
 */
export function evidenceResources(uuidOf: UuidOf, observations: readonly ObservationInput[]): OscalResource[] {
  const byId = new Map<string, OscalResource>();
  for (const e of observations.flatMap((o) => o.evidence ?? [])) {
    if (!e.href || !e.sha256 || byId.has(e.id)) continue;
    byId.set(e.id, {
      uuid: uuidOf("evidence-file", e.id),
      title: oscalText(e.filename, "Evidence file"),
      description: oscalText(e.description, "Evidence file"),
      ...optional("props", listOrNone([...(e.size !== null && e.size !== undefined ? [productProp("size", e.size)] : [])])),
      rlinks: [
        { href: e.href, ...optional("media-type", e.mediaType ? oscalString(e.mediaType) : undefined), hashes: [{ algorithm: "SHA-256", value: e.sha256 }] },
      ],
    });
  }
  return [...byId.values()];
}

export function buildFinding(uuidOf: UuidOf, f: FindingInput, idOf: (label: string) => string = tokenFor): OscalFinding {
  const type = f.target.type ?? "statement-id";
  return {
    uuid: uuidOf("finding", f.id),
    title: oscalText(f.title, "Finding"),
    description: oscalText(f.description, f.title),
    ...optional("props", listOrNone(f.props ?? [])),
    target: {
      type,
      "target-id": `${idOf(f.target.controlId)}${type === "statement-id" ? "_smt" : "_obj"}`,
      ...optional("title", f.target.title?.trim() || undefined),
      status: {
        state: f.target.state,
        ...optional("reason", f.target.reason),
        ...optional("remarks", f.target.remarks?.trim() || undefined),
      },
    },
    ...optional("related-observations", listOrNone(unique(f.observationIds ?? []).map((id) => ({ "observation-uuid": uuidOf("observation", id) })))),
    ...optional("related-risks", listOrNone(unique(f.riskIds ?? []).map((id) => ({ "risk-uuid": uuidOf("risk", id) })))),
    ...optional("remarks", f.remarks?.trim() || undefined),
  };
}

function milestone(uuidOf: UuidOf, m: MilestoneInput): z.output<typeof taskShape> {
  const end = oscalDateTime(m.end);
  const start = m.start ? oscalDateTime(m.start) : null;
  return {
    uuid: uuidOf("milestone", m.id),
    type: "milestone",
    title: oscalText(m.title, "Milestone"),
    ...optional("description", m.description?.trim() || undefined),
    // A start after the end (a due date set before the finding was recorded) would describe no time at all.
    timing: start && start <= end ? { "within-date-range": { start, end } } : { "on-date": { date: end } },
  };
}

export function buildRisk(uuidOf: UuidOf, r: RiskInput): OscalRisk {
  return {
    uuid: uuidOf("risk", r.id),
    title: oscalText(r.title, "Risk"),
    description: oscalText(r.description, r.title),
    statement: oscalText(r.statement, r.description),
    ...optional("props", listOrNone(r.props ?? [])),
    status: r.status,
    ...optional("deadline", r.deadline ? oscalDateTime(r.deadline) : undefined),
    ...optional(
      "remediations",
      listOrNone(
        (r.remediations ?? []).map((m) => ({
          uuid: uuidOf("remediation", m.id),
          lifecycle: m.lifecycle,
          title: oscalText(m.title, "Remediation"),
          description: oscalText(m.description, m.title),
          ...optional("props", listOrNone(m.props ?? [])),
          ...optional("tasks", listOrNone((m.milestones ?? []).map((t) => milestone(uuidOf, t)))),
        })),
      ),
    ),
    ...optional("related-observations", listOrNone(unique(r.observationIds ?? []).map((id) => ({ "observation-uuid": uuidOf("observation", id) })))),
  };
}
