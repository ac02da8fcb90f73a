import { PRODUCT_NS } from "./ids";
import { labelOf, lookupIn, type ParamLookup } from "./prose";
import { ReportBuilder } from "./report";
import { ASSESSMENT_PARTS, assessmentText, clip, fingerprint, GUIDANCE_PARTS, isEvidencePart, STATEMENT_PARTS, statementText } from "./texts";
import type { ImportReport, OscalCatalog, OscalControl, OscalGroup, OscalParam, StoredControlOscal, StoredFrameworkOscal, StoredGroup } from "./types";

/** The length limits of the framework's columns (the custom-frameworks domain's LIMITS). */
export interface ColumnLimits {
  name: number;
  label: number;
  title: number;
  text: number;
  category: number;
}

export interface ConvertedControl {
  control_id_label: string;
  title: string;
  description: string | null;
  category: string | null;
  evidence_requirements: string | null;
  test_criteria: string | null;
  /** `framework:controlId` pairs this product wrote as props (ns PRODUCT_NS); the caller checks them. */
  mappings: { framework: string; controlId: string; relationship?: string; path: string }[];
  oscal: StoredControlOscal;
}

export interface ConvertedFramework {
  framework: { name: string; description: string | null; version: string | null };
  controls: ConvertedControl[];
  oscal: StoredFrameworkOscal;
  report: ImportReport;
}

export interface ConvertOptions {
  /** Where the catalog sits in the request, for report paths (`data.catalog`). */
  base: string;
  limits: ColumnLimits;
  /** A profile import passes the report its resolution started. */
  report?: ReportBuilder;
  /** A resolved profile's controls came from elsewhere: the request path (or built-in id) each came from. */
  origins?: ReadonlyMap<string, string>;
}

/** Group titles from the outermost in: "Organization of Information Security › Internal Organization". */
export const CATEGORY_SEPARATOR = " › ";
const SHOWN_PARTS = new Set([...STATEMENT_PARTS, ...GUIDANCE_PARTS, ...ASSESSMENT_PARTS]);

function isWithdrawn(control: OscalControl): boolean {
  return (control.props ?? []).some((p) => p.name === "status" && p.value === "withdrawn" && !p.ns);
}

/** Every parameter of the catalog by id: statements insert parameters of their own control, its parents or groups. */
function allParams(catalog: OscalCatalog): ParamLookup {
  const lists: OscalParam[][] = [catalog.params ?? []];
  const walkControls = (controls: readonly OscalControl[] | undefined) => {
    for (const c of controls ?? []) {
      lists.push(c.params ?? []);
      walkControls(c.controls);
    }
  };
  const walkGroups = (groups: readonly OscalGroup[] | undefined) => {
    for (const g of groups ?? []) {
      lists.push(g.params ?? []);
      walkControls(g.controls);
      walkGroups(g.groups);
    }
  };
  walkControls(catalog.controls);
  walkGroups(catalog.groups);
  return lookupIn(...lists);
}

function skeleton(group: OscalGroup): StoredGroup["group"] {
  const { controls: _controls, groups: _groups, ...rest } = group;
  return rest;
}

/**
 * An OSCAL catalog as a custom framework: every group's title becomes the category of the controls in it (nested
 * groups joined with " › "), controls and their enhancements become controls in document order (a group's own
 * controls before its sub-groups'), the statement becomes the description with parameters shown as
 * `[Assignment: …]`/`[Selection: …]` (or their set values), assessment objectives and methods the test criteria.
 * Everything else of a control (id, class, parent, params, props, links, parts) is kept for export; withdrawn
 * controls are left out. The report names all that was not carried over.
 */
export function catalogToFramework(catalog: OscalCatalog, options: ConvertOptions): ConvertedFramework {
  const { base, limits } = options;
  const builder = options.report ?? new ReportBuilder("catalog");
  const report = builder.report;
  const lookup = allParams(catalog);
  const controls: ConvertedControl[] = [];
  const labels = new Set<string>();

  const uniqueLabel = (wanted: string, id: string, path: string): string => {
    let label = clip(wanted, limits.label);
    if (labels.has(label)) {
      const fallback = clip(id, limits.label);
      let candidate = labels.has(fallback) ? clip(`${wanted} (${id})`, limits.label) : fallback;
      for (let n = 2; labels.has(candidate); n++) candidate = clip(`${id}-${n}`, limits.label);
      builder.note(path, `Label "${wanted}" is used by an earlier control; imported as "${candidate}".`);
      label = candidate;
    }
    labels.add(label);
    return label;
  };

  const addControl = (control: OscalControl, path: string, category: string | null, group: string | undefined, parent: string | undefined) => {
    const at = options.origins?.get(control.id) ?? path;
    const parts = control.parts ?? [];
    parts.forEach((part, k) => {
      if (!SHOWN_PARTS.has(part.name) && !isEvidencePart(part)) builder.note(`${at}.parts.${k}`, `Part "${part.name}" is kept for export but not shown.`);
    });
    const evidence = parts
      .filter(isEvidencePart)
      .map((p) => p.prose ?? "")
      .join("\n")
      .trim();
    const mappingProps = (control.props ?? []).filter((p) => p.ns === PRODUCT_NS && p.name === "mapping");
    const props = (control.props ?? []).filter((p) => !(p.ns === PRODUCT_NS && p.name === "mapping"));
    const keptParts = parts.filter((p) => !isEvidencePart(p));

    const wantedLabel = labelOf(control.props) ?? control.id;
    const label = uniqueLabel(wantedLabel, control.id, at);
    if (control.title.length > limits.title) builder.note(`${at}.title`, `Title shortened to ${limits.title} characters.`);
    let description = statementText(keptParts, lookup);
    if (description && description.length > limits.text) {
      builder.note(`${at}.parts`, `Statement text shortened to ${limits.text} characters; the full statement is kept for export.`);
      description = clip(description, limits.text);
    }
    let testCriteria = assessmentText(keptParts, lookup);
    if (testCriteria && testCriteria.length > limits.text) {
      builder.note(`${at}.parts`, `Assessment text shortened to ${limits.text} characters; the full parts are kept for export.`);
      testCriteria = clip(testCriteria, limits.text);
    }

    const oscal: StoredControlOscal = { id: control.id };
    if (control.class) oscal.class = control.class;
    if (parent) oscal.parent = parent;
    if (group) oscal.group = group;
    if (control.params?.length) oscal.params = control.params;
    if (props.length) oscal.props = props;
    if (control.links?.length) oscal.links = control.links;
    if (keptParts.length) oscal.parts = keptParts;
    oscal.texts = { description: fingerprint(description), test_criteria: fingerprint(testCriteria) };

    report.parameters += control.params?.length ?? 0;
    if (parent) report.enhancements += 1;
    controls.push({
      control_id_label: label,
      // The product's controls always have a title; an empty OSCAL one reads as the control's id.
      title: clip(control.title.trim() || control.id, limits.title),
      description,
      category,
      evidence_requirements: evidence ? clip(evidence, limits.text) : null,
      test_criteria: testCriteria,
      mappings: mappingProps.map((p) => {
        const cut = p.value.indexOf(":");
        const path = `${at}.props.${(control.props ?? []).indexOf(p)}`;
        return {
          framework: cut < 0 ? p.value : p.value.slice(0, cut),
          controlId: cut < 0 ? "" : p.value.slice(cut + 1),
          ...(p.class ? { relationship: p.class } : {}),
          path,
        };
      }),
      oscal,
    });
  };

  const walkControls = (
    list: readonly OscalControl[] | undefined,
    path: string,
    category: string | null,
    group: string | undefined,
    parent: string | undefined,
  ) => {
    (list ?? []).forEach((control, i) => {
      const at = `${path}.${i}`;
      if (isWithdrawn(control)) {
        builder.skip(options.origins?.get(control.id) ?? at, `Withdrawn control ${labelOf(control.props) ?? control.id} (${control.id}) left out.`);
        walkControls(control.controls, `${at}.controls`, category, group, parent);
        return;
      }
      addControl(control, at, category, group, parent);
      walkControls(control.controls, `${at}.controls`, category, group, control.id);
    });
  };

  const walkGroups = (list: readonly OscalGroup[] | undefined, path: string, titles: string[], position: string): StoredGroup[] =>
    (list ?? []).map((group, i) => {
      const at = `${path}.${i}`;
      const pos = position ? `${position}.${i}` : String(i);
      const key = group.id ?? `#${pos}`;
      const trail = [...titles, group.title];
      report.groups += 1;
      report.parameters += group.params?.length ?? 0;
      if (group.params?.length)
        builder.note(`${at}.params`, `${group.params.length} group-level parameter(s) kept for export; they are not shown on any control.`);
      if (group.parts?.length) builder.note(`${at}.parts`, `${group.parts.length} group-level part(s) kept for export but not shown.`);
      walkControls(group.controls, `${at}.controls`, clip(trail.join(CATEGORY_SEPARATOR), limits.category), key, undefined);
      return { key, group: skeleton(group), groups: walkGroups(group.groups, `${at}.groups`, trail, pos) };
    });

  walkControls(catalog.controls, `${base}.controls`, null, undefined, undefined);
  const groups = walkGroups(catalog.groups, `${base}.groups`, [], "");
  if (catalog.params?.length) {
    report.parameters += catalog.params.length;
    builder.note(`${base}.params`, `${catalog.params.length} catalog-level parameter(s) kept for export; they are not shown on any control.`);
  }
  const resources = catalog["back-matter"]?.resources?.length ?? 0;
  if (resources > 0) builder.note(`${base}.back-matter`, `${resources} back-matter resource(s) (references) kept for export but not shown.`);
  report.controls_imported = controls.length;

  const metadata = catalog.metadata;
  const oscal: StoredFrameworkOscal = { source: report.source, uuid: catalog.uuid, metadata, groups, report };
  if (catalog.params?.length) oscal.params = catalog.params;
  if (catalog["back-matter"]) oscal["back-matter"] = catalog["back-matter"];
  return {
    framework: {
      name: clip(metadata.title, limits.name),
      description: metadata.remarks ? clip(metadata.remarks, limits.text) : null,
      version: metadata.version ? clip(metadata.version, limits.category) : null,
    },
    controls,
    oscal,
    report,
  };
}
