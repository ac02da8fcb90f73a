import { z } from "zod";
import {
  buildFinding,
  buildObservation,
  buildRisk,
  evidenceResources,
  findingShape,
  observationShape,
  riskShape,
  uuidsIn,
  type FindingInput,
  type ObservationInput,
  type RiskInput,
} from "./assessment-common";
import { listOrNone, oscalDateTime, oscalText } from "./datatypes";
import { tokenFor } from "./ids";
import {
  backMatterShape,
  metadataShape,
  oscalMetadata,
  optional,
  partiesBlock,
  propertyShape,
  type MetadataInput,
  type OscalProperty,
  type OscalRole,
  type PartyInput,
} from "./metadata";

/**
 * An OSCAL assessment-results document (NIST `oscal_assessment-results_schema.json`) from a plain description of one
 * assessment: what was assessed and when, the controls reviewed, the observations (evidence and its hashes), the
 * findings and risks. Pure: the same input always gives the same document, byte for byte once serialised.
 */

const controlRef = z.object({ "control-id": z.string() });

export const reviewedControlsShape = z.object({
  description: z.string().optional(),
  "control-selections": z.array(
    z.object({
      description: z.string().optional(),
      "include-controls": z.array(controlRef).optional(),
      "exclude-controls": z.array(controlRef).optional(),
      remarks: z.string().optional(),
    }),
  ),
  remarks: z.string().optional(),
});

export const resultShape = z.object({
  uuid: z.string(),
  title: z.string(),
  description: z.string(),
  start: z.string(),
  end: z.string().optional(),
  props: z.array(propertyShape).optional(),
  "reviewed-controls": reviewedControlsShape,
  observations: z.array(observationShape).optional(),
  risks: z.array(riskShape).optional(),
  findings: z.array(findingShape).optional(),
  remarks: z.string().optional(),
});

export const assessmentResultsShape = z
  .object({
    "assessment-results": z.object({
      uuid: z.string(),
      metadata: metadataShape,
      "import-ap": z.object({ href: z.string(), remarks: z.string().optional() }),
      results: z.array(resultShape),
      "back-matter": backMatterShape.optional(),
    }),
  })
  .describe(
    "An OSCAL assessment-results document (NIST's `oscal_assessment-results_schema.json`, `metadata.oscal-version` 1.1.2). Every uuid is " +
      "derived from the product's ids, so repeated exports of unchanged data are identical.",
  );
export type OscalAssessmentResults = z.output<typeof assessmentResultsShape>;

export interface AssessmentResultsInput {
  /** Names the assessed object (`["audit", auditId]`): every uuid in the document derives from it. */
  scope: string[];
  metadata: Omit<MetadataInput, "roles" | "parties" | "responsibleParties">;
  roles?: OscalRole[];
  parties?: PartyInput[];
  /** The assessment plan the results follow, carried as a back-matter resource that `import-ap` points at. */
  plan: { title: string; description: string; props?: OscalProperty[] };
  result: {
    title: string;
    description: string;
    start: Date | string;
    end?: Date | string | null;
    props?: OscalProperty[];
    remarks?: string | null;
  };
  reviewedControls: {
    description?: string;
    /** Control labels as the product shows them; `oscalIds` maps a label to an OSCAL id an imported control kept. */
    include: string[];
    exclude?: { controlId: string; reason?: string | null }[];
  };
  /** The OSCAL id of a control label, when it is not tokenFor(label) (an imported control keeps its own). */
  oscalIds?: ReadonlyMap<string, string>;
  observations?: ObservationInput[];
  risks?: RiskInput[];
  findings?: FindingInput[];
}

/** The OSCAL id a control label is exported under: the one an import kept, else NIST's spelling of the label. */
export function controlIdOf(input: Pick<AssessmentResultsInput, "oscalIds">, label: string): string {
  return input.oscalIds?.get(label) ?? tokenFor(label);
}

function reviewedControls(input: AssessmentResultsInput): z.output<typeof reviewedControlsShape> {
  const { include, exclude = [], description } = input.reviewedControls;
  const excluded = exclude.map((e) => `${e.controlId}: ${e.reason?.trim() || "out of scope"}`);
  const selection = {
    ...optional("include-controls", listOrNone(include.map((label) => ({ "control-id": controlIdOf(input, label) })))),
    ...optional("exclude-controls", listOrNone(exclude.map((e) => ({ "control-id": controlIdOf(input, e.controlId) })))),
    ...optional("remarks", excluded.length ? `Excluded from the assessment:\n\n${excluded.map((line) => `- ${line}`).join("\n")}` : undefined),
  };
  return {
    ...optional("description", description),
    "control-selections": [include.length || exclude.length ? selection : { description: "No controls were assessed." }],
  };
}

export function buildAssessmentResults(input: AssessmentResultsInput): OscalAssessmentResults {
  const uuidOf = uuidsIn(input.scope);
  const planUuid = uuidOf("assessment-plan", "plan");
  const observations = input.observations ?? [];
  const resources = [
    {
      uuid: planUuid,
      title: oscalText(input.plan.title, "Assessment plan"),
      description: oscalText(input.plan.description, input.plan.title),
      ...optional("props", listOrNone(input.plan.props ?? [])),
    },
    ...evidenceResources(uuidOf, observations),
  ];
  const r = input.result;
  return {
    "assessment-results": {
      uuid: uuidOf("assessment-results", "document"),
      metadata: oscalMetadata({ ...input.metadata, ...partiesBlock(uuidOf, input.roles ?? [], input.parties ?? []) }),
      "import-ap": { href: `#${planUuid}`, remarks: "The assessment plan is described by the back-matter resource this points at." },
      results: [
        {
          uuid: uuidOf("result", "result"),
          title: oscalText(r.title, "Assessment results"),
          description: oscalText(r.description, r.title),
          start: oscalDateTime(r.start),
          ...optional("end", r.end ? oscalDateTime(r.end) : undefined),
          ...optional("props", listOrNone(r.props ?? [])),
          "reviewed-controls": reviewedControls(input),
          ...optional("observations", listOrNone(observations.map((o) => buildObservation(uuidOf, o)))),
          ...optional("risks", listOrNone((input.risks ?? []).map((risk) => buildRisk(uuidOf, risk)))),
          ...optional("findings", listOrNone((input.findings ?? []).map((f) => buildFinding(uuidOf, f, (label) => controlIdOf(input, label))))),
          ...optional("remarks", r.remarks?.trim() || undefined),
        },
      ],
      "back-matter": { resources },
    },
  };
}
