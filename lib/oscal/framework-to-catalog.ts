import { oscalString } from "./datatypes";
import { IdAllocator, PRODUCT_NS, tokenFor } from "./ids";
import { ASSESSMENT_PARTS, EVIDENCE_PART, fingerprint, STATEMENT_PARTS } from "./texts";
import { stableUuid } from "./uuid";
import { OSCAL_VERSION } from "./version";
import type {
  OscalBackMatter,
  OscalCatalog,
  OscalCatalogDocument,
  OscalControl,
  OscalGroup,
  OscalMetadata,
  OscalParam,
  OscalPart,
  OscalProp,
  StoredControlOscal,
  StoredGroup,
} from "./types";

export interface ExportControlInput {
  label: string;
  title: string;
  description: string | null;
  category: string | null;
  evidenceRequirements: string | null;
  testCriteria: string | null;
  /** Mappings to built-in controls, written as props of this product's namespace (`class`: the relationship). */
  mappings: readonly { framework: string; controlId: string; relationship?: string }[];
  /** What an import kept (or what the caller knows of the control's OSCAL identity: id, parent, group). */
  oscal?: StoredControlOscal | null;
}

export interface ExportFrameworkInput {
  /** Names the framework for its catalog's stable uuid, e.g. `["custom-framework", id]`. */
  uuidOf: string[];
  name: string;
  version: string | null;
  description: string | null;
  /** The framework's last change: the same framework always exports the same bytes. */
  lastModified: Date;
  /** An imported catalog's metadata (roles, parties, props…), written back around the framework's own fields. */
  metadata?: OscalMetadata | null;
  /** The grouping controls refer to by `oscal.group`; controls without one are grouped by category. */
  groups?: readonly StoredGroup[];
  params?: readonly OscalParam[];
  backMatter?: OscalBackMatter;
  controls: readonly ExportControlInput[];
}

/** Replaces the top-level parts of some names by one part (or none), where the first of them stood. */
function replaceParts(parts: OscalPart[], names: Set<string>, replacement: OscalPart | undefined, atStart: boolean): OscalPart[] {
  const first = parts.findIndex((p) => names.has(p.name) && !p.ns);
  const kept = parts.filter((p) => !(names.has(p.name) && !p.ns));
  if (!replacement) return kept;
  const at = first >= 0 ? parts.slice(0, first).filter((p) => !(names.has(p.name) && !p.ns)).length : atStart ? 0 : kept.length;
  return [...kept.slice(0, at), replacement, ...kept.slice(at)];
}

/**
 * The control's parts: as imported while its description and test criteria are the text the import derived from
 * them; an edited column replaces its parts with the new text. Evidence requirements travel as a part of this
 * product's namespace.
 */
function partsOf(control: ExportControlInput, id: string): OscalPart[] | undefined {
  const stored = control.oscal;
  let parts = [...(stored?.parts ?? [])];
  const texts = stored?.texts;
  if (!texts || fingerprint(control.description) !== texts.description) {
    const existing = parts.find((p) => STATEMENT_PARTS.has(p.name) && !p.ns);
    parts = replaceParts(
      parts,
      STATEMENT_PARTS,
      control.description ? { id: existing?.id ?? `${id}_smt`, name: "statement", prose: control.description } : undefined,
      true,
    );
  }
  if (!texts || fingerprint(control.testCriteria) !== texts.test_criteria) {
    parts = replaceParts(
      parts,
      ASSESSMENT_PARTS,
      control.testCriteria ? { id: `${id}_obj`, name: "assessment-objective", prose: control.testCriteria } : undefined,
      false,
    );
  }
  if (control.evidenceRequirements) parts.push({ id: `${id}_evd`, name: EVIDENCE_PART, ns: PRODUCT_NS, prose: control.evidenceRequirements });
  return parts.length ? parts : undefined;
}

/** The kept props with the label prop saying the control's (possibly renamed) label, then its mappings. */
function propsOf(control: ExportControlInput, id: string): OscalProp[] | undefined {
  const props = [...(control.oscal?.props ?? [])];
  let at = props.findIndex((p) => p.name === "label" && !p.ns && !p.class);
  if (at < 0) at = props.findIndex((p) => p.name === "label" && !p.ns);
  if (at >= 0) {
    if (props[at].value !== control.label) props[at] = { ...props[at], value: oscalString(control.label) };
  } else if (control.label !== id) {
    props.unshift({ name: "label", value: oscalString(control.label) });
  }
  for (const m of control.mappings)
    props.push({ name: "mapping", ns: PRODUCT_NS, value: oscalString(`${m.framework}:${m.controlId}`), ...(m.relationship ? { class: m.relationship } : {}) });
  return props.length ? props : undefined;
}

function controlJson(control: ExportControlInput, id: string): OscalControl {
  // Key order as NIST writes controls: id, class, title, params, props, links, parts, controls.
  const ordered: OscalControl = { id, ...(control.oscal?.class ? { class: control.oscal.class } : {}), title: control.title };
  if (control.oscal?.params?.length) ordered.params = control.oscal.params;
  const props = propsOf(control, id);
  if (props) ordered.props = props;
  if (control.oscal?.links?.length) ordered.links = control.oscal.links;
  const parts = partsOf(control, id);
  if (parts) ordered.parts = parts;
  return ordered;
}

/** Drops empty lists the schema forbids (minItems 1), deepest first. */
function pruneGroup(group: OscalGroup): OscalGroup {
  if (group.groups) group.groups = group.groups.map(pruneGroup);
  if (!group.controls?.length) delete group.controls;
  if (!group.groups?.length) delete group.groups;
  return group;
}

/**
 * A framework as an OSCAL catalog (one document, `{catalog}`), deterministic: the same framework gives the same
 * bytes (uuid from `uuidOf`, last-modified from the framework). Controls keep their imported OSCAL identity (id,
 * class, params, props, links, parts) and nest under their parent control; the rest get an id made from their
 * label (`AC-2(1)` → `ac-2.1`). Grouping: the imported groups, else one group per category in order of first use
 * (a group's own controls are written before its sub-groups, as the import reads them).
 */
export function frameworkToCatalog(input: ExportFrameworkInput): OscalCatalogDocument {
  const ids = new IdAllocator();
  const firstWithId = new Map<string, number>();
  input.controls.forEach((c, i) => {
    const id = c.oscal?.id;
    if (id && !firstWithId.has(id)) firstWithId.set(id, i);
  });
  const groupIds: string[] = [];
  const collect = (list: readonly StoredGroup[] | undefined) => {
    for (const g of list ?? []) {
      if (g.group.id) groupIds.push(g.group.id);
      collect(g.groups);
    }
  };
  collect(input.groups);
  for (const id of [...firstWithId.keys(), ...groupIds]) ids.reserve(id);

  const assigned = input.controls.map((c, i) => (c.oscal?.id && firstWithId.get(c.oscal.id) === i ? c.oscal.id : ids.take(tokenFor(c.label))));
  const nodes = input.controls.map((c, i) => controlJson(c, assigned[i]));

  // Groups: a copy of the imported skeleton, then category groups as controls need them.
  const topGroups: OscalGroup[] = [];
  const byKey = new Map<string, OscalGroup>();
  const build = (list: readonly StoredGroup[] | undefined, into: OscalGroup[]) => {
    for (const g of list ?? []) {
      const copy: OscalGroup = { ...g.group, controls: [], groups: [] };
      byKey.set(g.key, copy);
      into.push(copy);
      build(g.groups, copy.groups!);
    }
  };
  build(input.groups, topGroups);
  const categoryGroups = new Map<string, OscalGroup>();
  const topControls: OscalControl[] = [];

  input.controls.forEach((c, i) => {
    const node = nodes[i];
    const parentIndex = c.oscal?.parent !== undefined ? firstWithId.get(c.oscal.parent) : undefined;
    // Only an earlier control can be the parent, so a reordered or edited framework never nests in a cycle.
    if (parentIndex !== undefined && parentIndex < i) {
      (nodes[parentIndex].controls ??= []).push(node);
      return;
    }
    const group = c.oscal?.group !== undefined ? byKey.get(c.oscal.group) : undefined;
    if (group) {
      group.controls!.push(node);
      return;
    }
    if (c.category) {
      let byCategory = categoryGroups.get(c.category);
      if (!byCategory) {
        byCategory = { id: ids.take(tokenFor(c.category, "g-")), title: c.category, controls: [] };
        categoryGroups.set(c.category, byCategory);
        topGroups.push(byCategory);
      }
      byCategory.controls!.push(node);
      return;
    }
    topControls.push(node);
  });

  const stored = input.metadata ?? undefined;
  const { title: _t, "last-modified": _lm, version: _v, "oscal-version": _ov, published, remarks: _r, ...rest } = stored ?? ({} as Partial<OscalMetadata>);
  const metadata: OscalMetadata = {
    title: input.name,
    ...(published ? { published } : {}),
    "last-modified": input.lastModified.toISOString(),
    version: oscalString(input.version, "1.0"),
    "oscal-version": OSCAL_VERSION,
    ...rest,
    ...(input.description ? { remarks: input.description } : {}),
  };

  const catalog: OscalCatalog = { uuid: stableUuid(...input.uuidOf), metadata };
  if (input.params?.length) catalog.params = [...input.params];
  if (topControls.length) catalog.controls = topControls;
  const groups = topGroups.map(pruneGroup);
  if (groups.length) catalog.groups = groups;
  if (input.backMatter?.resources?.length) catalog["back-matter"] = input.backMatter;
  return { catalog };
}
