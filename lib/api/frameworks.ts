import { z } from "zod";
import { defineRoute } from "@/lib/http/route-spec";
import { oscalCatalogDocumentShape } from "@/lib/oscal/catalog-shape";
import { OSCAL_VERSION } from "@/lib/oscal/version";
import { pageQuery } from "@/lib/schemas";
import {
  builtinExportQuery,
  controlMappingsParams,
  frameworkDetailShape,
  frameworkMappingShape,
  frameworkParams,
  frameworkSummaryShape,
  listMappingsQuery,
} from "@/lib/frameworks/schemas";
import { prose } from "@/lib/format/prose";

export const listFrameworksRoute = defineRoute({
  method: "GET",
  path: "/api/v1/frameworks",
  summary: "Built-in frameworks",
  description: prose(
    "The seven built-in frameworks (SOC 2, ISO/IEC 27001:2022, HIPAA, GDPR, NIST CSF 2.0, NIST SP 800-53, PCI DSS 4.0) with their",
    "control counts. Public; no credential needed.",
  ),
  tags: ["Frameworks"],
  auth: "none",
  query: pageQuery,
  response: z.array(frameworkSummaryShape),
  paginated: true,
});

export const getFrameworkRoute = defineRoute({
  method: "GET",
  path: "/api/v1/frameworks/{id}",
  summary: "One built-in framework with its controls",
  description: "Every control of the framework (`controlId`, `title`, `description`, `category`), in catalog order. An unknown id answers 404.",
  tags: ["Frameworks"],
  auth: "none",
  params: frameworkParams,
  response: frameworkDetailShape,
  errors: [404],
});

const MAPPINGS_NOTE = prose(
  "Every item carries its provenance and NIST OLIR `relationship`. `kind: direct` is one row of an official crosswalk",
  "(`provenance.source` names the publication and its version); `kind: derived` is a chain of two crosswalk rows through a control of a",
  "third framework, computed by the product between frameworks no crosswalk joins, with `via` and `chain` (each hop with its source) —",
  "never mixed into the direct ones: with `kind=all` the direct mappings come first. `target` keeps the mappings to one built-in",
  "framework (an unknown one is `validation_failed`).",
);

export const listMappingsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/frameworks/{id}/mappings",
  summary: "Mappings of a built-in framework to the others",
  description:
    `The official crosswalk mappings of the framework's controls to other built-in frameworks, in catalog order, and the derived ` +
    `ones. ${MAPPINGS_NOTE} Public; no credential needed. An unknown framework answers 404.`,
  tags: ["Frameworks"],
  auth: "none",
  params: frameworkParams,
  query: listMappingsQuery,
  response: z.array(frameworkMappingShape),
  paginated: true,
  errors: [404],
});

export const listControlMappingsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/frameworks/{id}/controls/{controlId}/mappings",
  summary: "Mappings of one built-in control",
  description:
    `Every mapping of one control (\`controlId\` URL-encoded, e.g. \`AC-2%2812%29\`): direct ones first, then derived ones. ` +
    `${MAPPINGS_NOTE} Public; no credential needed. An unknown framework or control answers 404.`,
  tags: ["Frameworks"],
  auth: "none",
  params: controlMappingsParams,
  query: listMappingsQuery,
  response: z.array(frameworkMappingShape),
  paginated: true,
  errors: [404],
});

export const exportFrameworkRoute = defineRoute({
  method: "GET",
  path: "/api/v1/frameworks/{id}/export",
  summary: "Download a built-in framework as an OSCAL catalog",
  description:
    "The framework as an OSCAL 1.1 catalog file (`{catalog}`, `metadata.oscal-version` " +
    OSCAL_VERSION +
    ", valid against NIST's catalog schema), not wrapped in the envelope. NIST SP 800-53 is built the way NIST's own catalog is: one group " +
    "per family (`ac`, class `family`), each enhancement nested under its base control, ids as NIST writes them (`AC-2(1)` → `ac-2.1`, the " +
    "label in a `label` prop); the others have one group per category. The uuid and every byte are the same on each download of the same " +
    "release. Public; no credential needed. An unknown id answers 404.",
  tags: ["Frameworks"],
  auth: "none",
  params: frameworkParams,
  query: builtinExportQuery,
  errors: [404],
  responses: {
    200: {
      description: "The OSCAL catalog as a JSON attachment.",
      content: { "application/json": { schema: oscalCatalogDocumentShape } },
      headers: {
        "Content-Disposition": {
          description: "`attachment` named after the framework id.",
          required: true,
          example: 'attachment; filename="nist-800-53-oscal-catalog.json"',
        },
      },
    },
  },
});

export const frameworkRoutes = [listFrameworksRoute, getFrameworkRoute, listMappingsRoute, listControlMappingsRoute, exportFrameworkRoute];
