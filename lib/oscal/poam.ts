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
import { listOrNone, oscalText } from "./datatypes";
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
 * An OSCAL plan of action and milestones (NIST `oscal_poam_schema.json`): one `poam-item` per item to remediate, each
 * naming its finding, the observations behind it and its risk, whose remediations carry the milestones. Pure, like the
 * assessment-results builder, and sharing its uuids: a finding or observation has the same uuid in both documents
 * when both are built with the same `scope`.
 */

export const poamItemShape = z.object({
  uuid: z.string(),
  title: z.string(),
  description: z.string(),
  props: z.array(propertyShape).optional(),
  "related-findings": z.array(z.object({ "finding-uuid": z.string() })).optional(),
  "related-observations": z.array(z.object({ "observation-uuid": z.string() })).optional(),
  "related-risks": z.array(z.object({ "risk-uuid": z.string() })).optional(),
  remarks: z.string().optional(),
});

export const poamShape = z
  .object({
    "plan-of-action-and-milestones": z.object({
      uuid: z.string(),
      metadata: metadataShape,
      "import-ssp": z.object({ href: z.string(), remarks: z.string().optional() }),
      "system-id": z.object({ "identifier-type": z.string(), id: z.string() }),
      observations: z.array(observationShape).optional(),
      risks: z.array(riskShape).optional(),
      findings: z.array(findingShape).optional(),
      "poam-items": z.array(poamItemShape).min(1),
      "back-matter": backMatterShape,
    }),
  })
  .describe(
    "An OSCAL plan-of-action-and-milestones document (NIST's `oscal_poam_schema.json`, `metadata.oscal-version` 1.1.2). Every uuid is " +
      "derived from the product's ids, so repeated exports of unchanged data are identical.",
  );
export type OscalPoam = z.output<typeof poamShape>;

export interface PoamItemInput {
  id: string;
  title: string;
  description: string;
  props?: OscalProperty[];
  findingIds?: string[];
  observationIds?: string[];
  riskIds?: string[];
  remarks?: string | null;
}

export interface PoamInput {
  /** Names the object the plan is for (`["audit", auditId]`); the same scope as its assessment results. */
  scope: string[];
  metadata: Omit<MetadataInput, "roles" | "parties" | "responsibleParties">;
  roles?: OscalRole[];
  parties?: PartyInput[];
  /** The system the plan is about, carried as the back-matter resource `import-ssp` points at; its id is `system-id`. */
  system: { id: string; title: string; description: string; props?: OscalProperty[] };
  oscalIds?: ReadonlyMap<string, string>;
  observations?: ObservationInput[];
  risks?: RiskInput[];
  findings?: FindingInput[];
  /** At least one: NIST's schema has no empty POA&M. */
  items: PoamItemInput[];
}

/** Each id once, in first-seen order, as uuids. */
const uuidList = (ids: readonly string[] | undefined, uuidOf: (id: string) => string) => [...new Set(ids ?? [])].map(uuidOf);

export function buildPoam(input: PoamInput): OscalPoam {
  if (input.items.length === 0) throw new Error("A POA&M needs at least one item (NIST's schema has no empty plan).");
  const uuidOf = uuidsIn(input.scope);
  const systemUuid = uuidOf("system", input.system.id);
  const observations = input.observations ?? [];
  const idOf = (label: string) => input.oscalIds?.get(label) ?? tokenFor(label);
  return {
    "plan-of-action-and-milestones": {
      uuid: uuidOf("poam", "document"),
      metadata: oscalMetadata({ ...input.metadata, ...partiesBlock(uuidOf, input.roles ?? [], input.parties ?? []) }),
      "import-ssp": { href: `#${systemUuid}`, remarks: "The system is described by the back-matter resource this points at." },
      "system-id": { "identifier-type": "http://ietf.org/rfc/rfc4122", id: systemUuid },
      ...optional("observations", listOrNone(observations.map((o) => buildObservation(uuidOf, o)))),
      ...optional("risks", listOrNone((input.risks ?? []).map((r) => buildRisk(uuidOf, r)))),
      ...optional("findings", listOrNone((input.findings ?? []).map((f) => buildFinding(uuidOf, f, idOf)))),
      "poam-items": input.items.map((item) => ({
        uuid: uuidOf("poam-item", item.id),
        title: oscalText(item.title, "Item"),
        description: oscalText(item.description, item.title),
        ...optional("props", listOrNone(item.props ?? [])),
        ...optional("related-findings", listOrNone(uuidList(item.findingIds, (id) => uuidOf("finding", id)).map((u) => ({ "finding-uuid": u })))),
        ...optional(
          "related-observations",
          listOrNone(uuidList(item.observationIds, (id) => uuidOf("observation", id)).map((u) => ({ "observation-uuid": u }))),
        ),
        ...optional("related-risks", listOrNone(uuidList(item.riskIds, (id) => uuidOf("risk", id)).map((u) => ({ "risk-uuid": u })))),
        ...optional("remarks", item.remarks?.trim() || undefined),
      })),
      "back-matter": {
        resources: [
          {
            uuid: systemUuid,
            title: oscalText(input.system.title, "System"),
            description: oscalText(input.system.description, input.system.title),
            ...optional("props", listOrNone(input.system.props ?? [])),
          },
          ...evidenceResources(uuidOf, observations),
        ],
      },
    },
  };
}
