import { ReportBuilder } from "./report";
import { stableUuid } from "./uuid";
import type {
  OscalAdd,
  OscalBackMatter,
  OscalCatalog,
  OscalControl,
  OscalGroup,
  OscalImport,
  OscalLink,
  OscalParam,
  OscalPart,
  OscalProfile,
  OscalRemove,
  OscalSelectControls,
} from "./types";

/** A catalog an import may resolve against, and where it sits (report paths name it). */
export interface CatalogSource {
  catalog: OscalCatalog;
  /** `data.catalog` for the catalog in the request, `nist-800-53` for the built-in one. */
  base: string;
  /** How the report names it: "the catalog in the request", "built-in nist-800-53". */
  name: string;
}

export interface ResolveSources {
  /** The catalog given in the same request: every import resolves against it. */
  catalog?: CatalogSource;
  /** Without one, imports resolve against the product's built-in SP 800-53 (built only when needed). */
  builtin: () => CatalogSource;
}

export interface ResolvedProfile {
  catalog: OscalCatalog;
  report: ReportBuilder;
  /** Where each resolved control came from (its path in the request, or `nist-800-53#ac-2`). */
  origins: Map<string, string>;
}

interface Indexed {
  control: OscalControl;
  /** Ids of the controls it is nested in, nearest first. */
  ancestors: string[];
  /** Its groups from the outermost in (none for a catalog-level control). */
  groups: OscalGroup[];
  path: string;
  children: string[];
}

function indexCatalog(source: CatalogSource): { byId: Map<string, Indexed>; order: string[] } {
  const byId = new Map<string, Indexed>();
  const order: string[] = [];
  const isBuiltin = !source.base.startsWith("data");
  const walkControls = (list: readonly OscalControl[] | undefined, path: string, groups: OscalGroup[], parent: Indexed | undefined) => {
    (list ?? []).forEach((control, i) => {
      const at = isBuiltin ? `${source.base}#${control.id}` : `${path}.${i}`;
      const entry: Indexed = { control, ancestors: parent ? [parent.control.id, ...parent.ancestors] : [], groups, path: at, children: [] };
      if (!byId.has(control.id)) {
        byId.set(control.id, entry);
        order.push(control.id);
        parent?.children.push(control.id);
      }
      walkControls(control.controls, `${at}.controls`, groups, entry);
    });
  };
  const walkGroups = (list: readonly OscalGroup[] | undefined, path: string, groups: OscalGroup[]) => {
    (list ?? []).forEach((group, i) => {
      const at = `${path}.${i}`;
      walkControls(group.controls, `${at}.controls`, [...groups, group], undefined);
      walkGroups(group.groups, `${at}.groups`, [...groups, group]);
    });
  };
  walkControls(source.catalog.controls, `${source.base}.controls`, [], undefined);
  walkGroups(source.catalog.groups, `${source.base}.groups`, []);
  return { byId, order };
}

/** OSCAL `matching` patterns are globs over control ids: `*` any run of characters, `?` one. */
export function globToRegExp(pattern: string): RegExp {
  const body = pattern
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*")
    .replace(/\?/g, ".");
  return new RegExp(`^${body}$`);
}

function descendants(byId: Map<string, Indexed>, id: string, out: Set<string>): void {
  for (const child of byId.get(id)?.children ?? []) {
    out.add(child);
    descendants(byId, child, out);
  }
}

/** The ids one `include-controls`/`exclude-controls` list designates. */
function designated(
  selectors: readonly OscalSelectControls[],
  byId: Map<string, Indexed>,
  order: string[],
  path: string,
  sourceName: string,
  report: ReportBuilder,
): Set<string> {
  const out = new Set<string>();
  selectors.forEach((selector, s) => {
    const at = `${path}.${s}`;
    const hits: string[] = [];
    (selector["with-ids"] ?? []).forEach((id, k) => {
      if (byId.has(id)) hits.push(id);
      else report.skip(`${at}.with-ids.${k}`, `No control "${id}" in ${sourceName}.`);
    });
    (selector.matching ?? []).forEach((m, k) => {
      if (!m.pattern) return;
      const re = globToRegExp(m.pattern);
      const matched = order.filter((id) => re.test(id));
      if (matched.length === 0) report.note(`${at}.matching.${k}`, `Pattern "${m.pattern}" matches no control of ${sourceName}.`);
      hits.push(...matched);
    });
    for (const id of hits) {
      out.add(id);
      if (selector["with-child-controls"] === "yes") descendants(byId, id, out);
    }
  });
  return out;
}

function selectFrom(imp: OscalImport, index: ReturnType<typeof indexCatalog>, path: string, sourceName: string, report: ReportBuilder): Set<string> {
  const { byId, order } = index;
  let included: Set<string>;
  // With neither include-all nor include-controls, the profile resolution spec includes everything.
  if (imp["include-all"] || !imp["include-controls"]) included = new Set(order);
  else included = designated(imp["include-controls"], byId, order, `${path}.include-controls`, sourceName, report);
  if (imp["exclude-controls"]) {
    for (const id of designated(imp["exclude-controls"], byId, order, `${path}.exclude-controls`, sourceName, report)) included.delete(id);
  }
  return included;
}

type Selected = { entry: Indexed };

/** `as-is`: the source's groups and nesting, pruned to what was selected; a child whose parent was not selected moves up. */
function structureAsIs(selected: Selected[], ids: Set<string>): { groups: OscalGroup[]; controls: OscalControl[] } {
  const topGroups: OscalGroup[] = [];
  const topControls: OscalControl[] = [];
  const groupCopies = new Map<OscalGroup, OscalGroup>();
  const controlCopies = new Map<string, OscalControl>();
  const groupCopy = (chain: OscalGroup[]): OscalGroup | undefined => {
    let container: OscalGroup | undefined;
    for (const group of chain) {
      let copy = groupCopies.get(group);
      if (!copy) {
        const { controls: _c, groups: _g, ...rest } = group;
        copy = { ...structuredClone(rest) };
        groupCopies.set(group, copy);
        if (container) (container.groups ??= []).push(copy);
        else topGroups.push(copy);
      }
      container = copy;
    }
    return container;
  };
  for (const { entry } of selected) {
    const { controls: _children, ...rest } = entry.control;
    const copy = structuredClone(rest) as OscalControl;
    controlCopies.set(entry.control.id, copy);
    // The nearest selected ancestor keeps the control nested; otherwise it sits in its group.
    const parentId = entry.ancestors.find((id) => ids.has(id));
    const parent = parentId ? controlCopies.get(parentId) : undefined;
    if (parent) (parent.controls ??= []).push(copy);
    else {
      const group = groupCopy(entry.groups);
      if (group) (group.controls ??= []).push(copy);
      else topControls.push(copy);
    }
  }
  return { groups: topGroups, controls: topControls };
}

function findById(
  control: OscalControl,
  id: string,
): { kind: "param" | "part"; list: (OscalParam | OscalPart)[]; index: number; item: OscalParam | OscalPart } | undefined {
  const params = control.params ?? [];
  const p = params.findIndex((x) => x.id === id);
  if (p >= 0) return { kind: "param", list: params, index: p, item: params[p] };
  const walk = (parts: OscalPart[] | undefined): ReturnType<typeof findById> => {
    for (let i = 0; i < (parts ?? []).length; i++) {
      const part = parts![i];
      if (part.id === id) return { kind: "part", list: parts!, index: i, item: part };
      const inner = walk(part.parts);
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(control.parts);
}

function pushAll<T>(target: { [k: string]: unknown }, key: string, items: T[] | undefined, at: "start" | "end"): void {
  if (!items?.length) return;
  const list = (target[key] as T[] | undefined) ?? [];
  target[key] = at === "start" ? [...structuredClone(items), ...list] : [...list, ...structuredClone(items)];
}

function applyAdd(control: OscalControl, add: OscalAdd, path: string, report: ReportBuilder): void {
  const position = add.position ?? "ending";
  if (add.title) control.title = add.title;
  const target = add["by-id"] && add["by-id"] !== control.id ? findById(control, add["by-id"]) : undefined;
  if (add["by-id"] && add["by-id"] !== control.id && !target) {
    report.skip(path, `No parameter or part "${add["by-id"]}" in control ${control.id}: the addition is ignored.`);
    return;
  }
  if (!target) {
    if (position === "before" || position === "after")
      report.note(path, `Position "${position}" needs a by-id inside the control; added at the ${position === "before" ? "start" : "end"} of ${control.id}.`);
    const at = position === "starting" || position === "before" ? "start" : "end";
    pushAll(control, "params", add.params, at);
    pushAll(control, "props", add.props, at);
    pushAll(control, "links", add.links, at);
    pushAll(control, "parts", add.parts, at);
    return;
  }
  if (position === "before" || position === "after") {
    const offset = position === "before" ? target.index : target.index + 1;
    const siblings = target.kind === "param" ? add.params : add.parts;
    if (siblings?.length) target.list.splice(offset, 0, ...structuredClone(siblings as (OscalParam | OscalPart)[]));
    // Only items of the target's own kind can stand beside it; the rest go into the control.
    if (target.kind === "param") pushAll(control, "parts", add.parts, "end");
    else pushAll(control, "params", add.params, "end");
    pushAll(control, "props", add.props, "end");
    pushAll(control, "links", add.links, "end");
    return;
  }
  const at = position === "starting" ? "start" : "end";
  const inner = target.item as unknown as { [k: string]: unknown };
  pushAll(inner, "props", add.props, at);
  pushAll(inner, "links", add.links, at);
  if (target.kind === "part") pushAll(inner, "parts", add.parts, at);
  else pushAll(control, "parts", add.parts, at);
  pushAll(control, "params", add.params, at);
}

type Item = { kind: "param" | "prop" | "link" | "part"; name?: string; class?: string; id?: string; ns?: string };

function matches(remove: OscalRemove, item: Item): boolean {
  if (remove["by-item-name"] && remove["by-item-name"] !== item.kind) return false;
  if (remove["by-name"] !== undefined && item.name !== remove["by-name"]) return false;
  if (remove["by-class"] !== undefined && item.class !== remove["by-class"]) return false;
  if (remove["by-id"] !== undefined && item.id !== remove["by-id"]) return false;
  if (remove["by-ns"] !== undefined && item.ns !== remove["by-ns"]) return false;
  return Boolean(
    remove["by-item-name"] ||
    remove["by-name"] !== undefined ||
    remove["by-class"] !== undefined ||
    remove["by-id"] !== undefined ||
    remove["by-ns"] !== undefined,
  );
}

/** Removes matching params, props, links and parts anywhere in the control (not in its child controls). */
function applyRemove(control: OscalControl, remove: OscalRemove): number {
  let removed = 0;
  const filter = <T>(list: T[] | undefined, kind: Item["kind"], view: (x: T) => Omit<Item, "kind">): T[] | undefined => {
    if (!list) return list;
    const kept = list.filter((x) => !matches(remove, { kind, ...view(x) }));
    removed += list.length - kept.length;
    return kept.length ? kept : undefined;
  };
  const clean = (holder: { props?: unknown; links?: unknown; parts?: unknown }) => {
    const h = holder as { props?: OscalControl["props"]; links?: OscalLink[]; parts?: OscalPart[] };
    h.props = filter(h.props, "prop", (p) => ({ name: p.name, class: p.class, ns: p.ns }));
    h.links = filter(h.links, "link", () => ({}));
    h.parts = filter(h.parts, "part", (p) => ({ name: p.name, class: p.class, id: p.id, ns: p.ns }));
    for (const part of h.parts ?? []) clean(part);
    for (const key of ["props", "links", "parts"] as const) if (h[key] === undefined) delete h[key];
  };
  control.params = filter(control.params, "param", (p) => ({ class: p.class, id: p.id }));
  if (!control.params) delete control.params;
  for (const param of control.params ?? []) {
    param.props = filter(param.props, "prop", (p) => ({ name: p.name, class: p.class, ns: p.ns }));
    param.links = filter(param.links, "link", () => ({}));
    if (!param.props) delete param.props;
    if (!param.links) delete param.links;
  }
  clean(control);
  return removed;
}

/** Every control of a (resolved) catalog tree, groups' included. */
function* allControls(groups: readonly OscalGroup[] | undefined, controls: readonly OscalControl[] | undefined): Generator<OscalControl> {
  const walk = function* (list: readonly OscalControl[] | undefined): Generator<OscalControl> {
    for (const c of list ?? []) {
      yield c;
      yield* walk(c.controls);
    }
  };
  yield* walk(controls);
  for (const g of groups ?? []) yield* allControls(g.groups, g.controls);
}

function* allGroups(groups: readonly OscalGroup[] | undefined): Generator<OscalGroup> {
  for (const g of groups ?? []) {
    yield g;
    yield* allGroups(g.groups);
  }
}

/** Back-matter resources the resolved controls still refer to (`#uuid` links), in source order. */
function prunedBackMatter(sources: CatalogSource[], catalog: OscalCatalog): OscalBackMatter | undefined {
  const referenced = new Set<string>();
  const scan = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(scan);
    else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        if (k === "href" && typeof v === "string" && v.startsWith("#")) referenced.add(v.slice(1));
        else scan(v);
      }
    } else if (typeof value === "string" && value.includes("](#")) {
      for (const m of value.matchAll(/\]\(#([^)\s]+)\)/g)) referenced.add(m[1]);
    }
  };
  scan(catalog.groups);
  scan(catalog.controls);
  const byUuid = new Map<string, NonNullable<OscalBackMatter["resources"]>[number]>();
  for (const source of sources)
    for (const r of source.catalog["back-matter"]?.resources ?? []) if (referenced.has(r.uuid)) byUuid.set(r.uuid, structuredClone(r));
  return byUuid.size ? { resources: [...byUuid.values()] } : undefined;
}

/**
 * Resolves an OSCAL profile into a catalog (NIST's profile resolution, the parts this product supports): each import
 * against the catalog given in the same request, else against the built-in SP 800-53; include-all, include-controls
 * and exclude-controls by id and glob `matching`, with-child-controls; merge `as-is` (the source's grouping) or flat
 * (also without merge); set-parameters; alters adds and removes. Whatever cannot be honoured (merge custom, combine,
 * unknown ids) goes to the report, never fails the import.
 */
export function resolveProfile(profile: OscalProfile, base: string, sources: ResolveSources): ResolvedProfile {
  const report = new ReportBuilder("profile");
  const origins = new Map<string, string>();
  const selected: Selected[] = [];
  const taken = new Set<string>();
  const used: CatalogSource[] = [];

  profile.imports.forEach((imp, i) => {
    const path = `${base}.imports.${i}`;
    const source = sources.catalog ?? sources.builtin();
    if (!used.includes(source)) used.push(source);
    const index = indexCatalog(source);
    const ids = selectFrom(imp, index, path, source.name, report);
    let count = 0;
    for (const id of index.order) {
      if (!ids.has(id)) continue;
      if (taken.has(id)) {
        report.note(path, `Control "${id}" was already selected by an earlier import; the first is kept.`);
        continue;
      }
      taken.add(id);
      count += 1;
      const entry = index.byId.get(id)!;
      selected.push({ entry });
      origins.set(id, entry.path);
    }
    report.report.imports.push({ href: imp.href, resolved_against: source.name, controls_selected: count });
  });

  const merge = profile.merge;
  if (merge?.combine) report.note(`${base}.merge.combine`, "merge.combine is deprecated in OSCAL; a control selected twice is taken once (the first).");
  if (merge?.custom) report.skip(`${base}.merge.custom`, "merge.custom (a new grouping) is not supported: the controls keep their catalog's grouping (as-is).");
  const asIs = merge?.["as-is"] === true || Boolean(merge?.custom);
  let groups: OscalGroup[] | undefined;
  let controls: OscalControl[] | undefined;
  if (asIs) {
    const structured = structureAsIs(selected, taken);
    groups = structured.groups;
    controls = structured.controls;
  } else {
    // flat: no grouping and no nesting (profile resolution spec, req-merge-flat).
    controls = selected.map(({ entry }) => {
      const { controls: _children, ...rest } = entry.control;
      return structuredClone(rest) as OscalControl;
    });
  }

  const resolved: OscalCatalog = {
    uuid: stableUuid("resolved-profile", profile.uuid),
    metadata: structuredClone(profile.metadata),
  };
  const catalogParams = used.flatMap((s) => s.catalog.params ?? []);
  if (catalogParams.length) resolved.params = structuredClone(catalogParams);
  if (controls?.length) resolved.controls = controls;
  if (groups?.length) resolved.groups = groups;

  const byId = new Map<string, OscalControl>();
  for (const c of allControls(resolved.groups, resolved.controls)) byId.set(c.id, c);
  const params = new Map<string, OscalParam>();
  for (const p of resolved.params ?? []) params.set(p.id, p);
  for (const g of allGroups(resolved.groups)) for (const p of g.params ?? []) params.set(p.id, p);
  for (const c of byId.values()) for (const p of c.params ?? []) params.set(p.id, p);

  (profile.modify?.["set-parameters"] ?? []).forEach((setting, i) => {
    const path = `${base}.modify.set-parameters.${i}`;
    const param = params.get(setting["param-id"]);
    if (!param) {
      report.skip(path, `No parameter "${setting["param-id"]}" among the selected controls: the setting is not applied.`);
      return;
    }
    const { "param-id": _id, props, links, ...replace } = setting;
    Object.assign(param, structuredClone(replace));
    if (props?.length) param.props = [...(param.props ?? []), ...structuredClone(props)];
    if (links?.length) param.links = [...(param.links ?? []), ...structuredClone(links)];
    report.report.parameters_set += 1;
  });

  (profile.modify?.alters ?? []).forEach((alter, i) => {
    const path = `${base}.modify.alters.${i}`;
    const control = byId.get(alter["control-id"]);
    if (!control) {
      report.skip(path, `Control "${alter["control-id"]}" is not among the selected controls: the alteration is not applied.`);
      return;
    }
    (alter.removes ?? []).forEach((remove, k) => {
      if (applyRemove(control, remove) === 0) report.note(`${path}.removes.${k}`, `Nothing in ${control.id} matches this removal.`);
    });
    (alter.adds ?? []).forEach((add, k) => applyAdd(control, add, `${path}.adds.${k}`, report));
  });

  const backMatter = prunedBackMatter(used, resolved);
  if (backMatter) resolved["back-matter"] = backMatter;
  return { catalog: resolved, report, origins };
}
