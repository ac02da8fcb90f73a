import type { z } from "zod";
import { MAPPING_RELATIONSHIPS, type MappingRelationship } from "@/db/custom-frameworks";
import { ServiceError } from "@/lib/errors";
import { builtinOscalCatalog } from "@/lib/frameworks";
import { catalogToFramework, type ColumnLimits, type ConvertedFramework } from "@/lib/oscal/catalog-to-framework";
import { REPORT_CAP } from "@/lib/oscal/report";
import { resolveProfile, type CatalogSource } from "@/lib/oscal/resolve-profile";
import type { OscalCatalog, OscalProfile, StoredFrameworkOscal } from "@/lib/oscal/types";
import { validateOscal } from "@/lib/oscal/validate";
import type { OscalImportReport, StandardMapping } from "../schemas";
import { LIMITS, type oscalImportDataSchema } from "../schemas";
import { mappingIssues } from "./mappings";
import type { NewControl } from "./queries";

type OscalImportData = z.output<typeof oscalImportDataSchema>;

/** What a built-in catalog's profile imports resolve against when the request brings no catalog of its own. */
const BUILTIN_SP800_53 = "nist-800-53";

const COLUMN_LIMITS: ColumnLimits = { name: LIMITS.name, label: LIMITS.label, title: LIMITS.title, text: LIMITS.longText, category: LIMITS.shortText };

export interface OscalImport {
  framework: { name: string; description: string | null; version: string | null };
  controls: NewControl[];
  oscal: StoredFrameworkOscal;
  report: OscalImportReport;
}

function builtinSource(): CatalogSource {
  const doc = builtinOscalCatalog(BUILTIN_SP800_53);
  if (!doc) throw new Error(`The built-in catalog ${BUILTIN_SP800_53} is missing.`);
  return { catalog: doc.catalog, base: BUILTIN_SP800_53, name: `built-in ${BUILTIN_SP800_53}` };
}

/** Mappings the document names (props this product wrote): kept when they name a built-in control, else reported. */
function checkedMappings(converted: ConvertedFramework): StandardMapping[][] {
  const builder = converted.report;
  return converted.controls.map((c) =>
    c.mappings.flatMap((m) => {
      const [issue] = mappingIssues([{ framework: m.framework, controlId: m.controlId }], m.path);
      if (issue) {
        if (builder.skipped.length + builder.notes.length < REPORT_CAP)
          builder.skipped.push({ path: m.path, reason: `Mapping ${m.framework}:${m.controlId} left out: ${issue.message}` });
        else builder.omitted += 1;
        return [];
      }
      const relationship = MAPPING_RELATIONSHIPS.includes(m.relationship as MappingRelationship) ? (m.relationship as MappingRelationship) : undefined;
      return [{ framework: m.framework, controlId: m.controlId, origin: "user" as const, ...(relationship ? { relationship } : {}) }];
    }),
  );
}

/**
 * An OSCAL catalog and/or profile (`data` of an import) as a framework to insert. Both documents are checked against
 * NIST's schemas first (validation_failed naming each problem's path, nothing written); a profile is resolved
 * against the catalog beside it, else against the built-in SP 800-53.
 */
export function convertOscalImport(data: OscalImportData): OscalImport {
  const issues = [
    ...(data.catalog ? validateOscal("catalog", { catalog: data.catalog }, "data") : []),
    ...(data.profile ? validateOscal("profile", { profile: data.profile }, "data") : []),
  ];
  if (issues.length > 0) throw ServiceError.validation(issues);
  const catalog = data.catalog as unknown as OscalCatalog | undefined;
  let converted: ConvertedFramework;
  if (data.profile) {
    const requestCatalog: CatalogSource | undefined = catalog ? { catalog, base: "data.catalog", name: "the catalog in the request" } : undefined;
    const resolved = resolveProfile(data.profile as unknown as OscalProfile, "data.profile", { catalog: requestCatalog, builtin: builtinSource });
    converted = catalogToFramework(resolved.catalog, { base: "resolved", limits: COLUMN_LIMITS, report: resolved.report, origins: resolved.origins });
  } else {
    converted = catalogToFramework(catalog!, { base: "data.catalog", limits: COLUMN_LIMITS });
  }
  if (converted.controls.length > LIMITS.controlsPerFramework) {
    throw ServiceError.validation([
      {
        path: data.profile ? "data.profile" : "data.catalog",
        message: `Selects ${converted.controls.length} controls; a framework holds at most ${LIMITS.controlsPerFramework}.`,
      },
    ]);
  }
  const mappings = checkedMappings(converted);
  const controls: NewControl[] = converted.controls.map((c, i) => ({
    control_id_label: c.control_id_label,
    title: c.title,
    description: c.description,
    category: c.category,
    evidence_requirements: c.evidence_requirements,
    test_criteria: c.test_criteria,
    standard_mappings: mappings[i],
    storedOscal: c.oscal as unknown as Record<string, unknown>,
  }));
  const name = data.name ?? (converted.framework.name.trim() || "Imported OSCAL catalog");
  return { framework: { ...converted.framework, name }, controls, oscal: converted.oscal, report: converted.report };
}
