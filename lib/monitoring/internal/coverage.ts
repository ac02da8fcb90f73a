import { getFrameworkForMonitoring } from "@/lib/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { evidenceFactsFor } from "@/lib/evidence";
import {
  getBuiltinControl,
  getBuiltinFramework,
  inverseRelationship,
  mappingGraphWithCrosswalks,
  supportOf,
  type ControlNode,
  type MappingEdge,
  type MappingGraph,
  type MappingProvenance,
} from "@/lib/frameworks";
import { testOutcomeFacts } from "@/lib/integrations";
import { policyAcceptanceOutcomes } from "@/lib/policy-acceptance";
import { pageArray, type Page } from "@/lib/pagination";
import type { CoverageControlResponse, CoverageStatus, CoverageSummaryResponse, CoverageSupportResponse, ListCoverageQuery } from "../schemas";

/** One framework of a coverage question, with its controls in catalog order and their titles. */
interface CoverageFramework {
  id: string;
  name: string;
  custom: boolean;
  controls: { controlId: string; title: string }[];
  titles: Map<string, string>;
}

export interface Coverage {
  summary: CoverageSummaryResponse;
  controls: CoverageControlResponse[];
}

type Item = CoverageSupportResponse["items"][number];

const keyOf = (n: ControlNode) => `${n.framework}\u0000${n.controlId}`;

/**
 * A built-in framework or one of the account's live custom frameworks (draft or published), with its standard
 * mappings added to `graph`; another tenant's, a deleted or an unknown one is 404.
 */
async function loadFramework(db: DbOrTx, accountId: string, id: string, graph: MappingGraph): Promise<CoverageFramework> {
  const builtin = getBuiltinFramework(id);
  if (builtin) {
    const controls = builtin.controls.map((c) => ({ controlId: c.controlId, title: c.title }));
    return { id, name: builtin.name, custom: false, controls, titles: new Map(controls.map((c) => [c.controlId, c.title])) };
  }
  const custom = await getFrameworkForMonitoring(db, accountId, id);
  if (!custom) throw ServiceError.notFound("framework");
  for (const c of custom.controls) {
    for (const m of c.mappings) {
      // Stored as the custom control's relationship to the built-in one (docs/api.md §9).
      graph.add({
        from: { framework: custom.id, controlId: c.controlId },
        to: { framework: m.framework, controlId: m.controlId },
        relationship: m.relationship ?? null,
        provenance: provenanceOf(m),
      });
    }
  }
  const controls = custom.controls.map((c) => ({ controlId: c.controlId, title: c.title }));
  return { id: custom.id, name: custom.name, custom: true, controls, titles: new Map(controls.map((c) => [c.controlId, c.title])) };
}

function provenanceOf(m: { origin: MappingProvenance["origin"]; confidence?: number; modelVersion?: string }): MappingProvenance {
  return { origin: m.origin, ...(m.confidence !== undefined ? { confidence: m.confidence } : {}), ...(m.modelVersion ? { modelVersion: m.modelVersion } : {}) };
}

/**
 * For every control of `to`, whether the account's current evidence and passing automated tests on controls of
 * `from` cover it (docs/api.md "Coverage"): on the same control (`from` = `to`), through a direct mapping (an
 * official crosswalk or a custom framework's standard mapping), or through a derived chain of two. Covered when
 * something supports it fully (the same control, or a direct mapping whose relationship covers all of it);
 * partly covered when only overlapping, narrower or derived mappings carry support; else not covered.
 */
export async function computeCoverage(db: DbOrTx, accountId: string, fromId: string, toId: string, now: Date): Promise<Coverage> {
  const graph = mappingGraphWithCrosswalks();
  const from = await loadFramework(db, accountId, fromId, graph);
  const to = fromId === toId ? from : await loadFramework(db, accountId, toId, graph);
  const [evidence, integrationTests, policyTests] = await Promise.all([
    evidenceFactsFor(db, accountId, [from.id]),
    testOutcomeFacts(db, accountId, now),
    policyAcceptanceOutcomes(db, accountId, now),
  ]);
  const tests = [...integrationTests, ...policyTests];

  // What shows each `from` control works: current evidence and passing tests, by title then id (deterministic).
  const items = new Map<string, Item[]>();
  const add = (controlId: string, item: Item) => {
    const list = items.get(controlId) ?? [];
    if (!list.some((i) => i.type === item.type && i.id === item.id)) list.push(item);
    items.set(controlId, list);
  };
  const byTitle = <T extends { title: string; id: string }>(a: T, b: T) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id);
  for (const e of [...evidence].sort(byTitle)) {
    if (e.expiresAt !== null && Date.parse(e.expiresAt) <= now.getTime()) continue;
    for (const ref of e.controls) if (ref.framework === from.id) add(ref.controlId, { type: "evidence", id: e.id, title: e.title });
  }
  for (const t of [...tests].sort(byTitle)) {
    if (!t.passed) continue;
    for (const ref of t.controls) if (ref.framework === from.id) add(ref.controlId, { type: "test", id: t.id, title: t.title });
  }

  const titled = (n: ControlNode, fw: CoverageFramework | undefined) => ({
    framework: n.framework,
    controlId: n.controlId,
    title: fw?.titles.get(n.controlId) ?? getBuiltinControl(n.framework, n.controlId)?.title ?? n.controlId,
  });
  const frameworkOf = (id: string) => (id === from.id ? from : id === to.id ? to : undefined);
  const ref = (n: ControlNode) => titled(n, frameworkOf(n.framework));
  // A hop read from the `from` side towards the covered control: the stored edge turned around.
  const hopTowards = (e: MappingEdge) => ({
    from: ref(e.to),
    to: ref(e.from),
    relationship: inverseRelationship(e.relationship),
    provenance: publicProvenance(e.provenance),
  });

  const controls = to.controls.map((c): CoverageControlResponse => {
    const node = { framework: to.id, controlId: c.controlId };
    const support: CoverageSupportResponse[] = [];
    const mapped = new Set<string>();
    if (from.id === to.id) {
      mapped.add(keyOf(node));
      const own = items.get(c.controlId);
      if (own) support.push({ kind: "same", from: ref(node), relationship: null, support: "full", items: own });
    } else {
      for (const e of graph.direct(node)) {
        if (e.to.framework !== from.id) continue;
        mapped.add(keyOf(e.to));
        const found = items.get(e.to.controlId);
        if (!found) continue;
        const relationship = inverseRelationship(e.relationship);
        support.push({
          kind: "direct",
          from: ref(e.to),
          relationship,
          support: supportOf({ relationship, origin: e.provenance.origin, kind: "direct" }),
          provenance: publicProvenance(e.provenance),
          items: found,
        });
      }
      for (const d of graph.derived(node)) {
        if (d.to.framework !== from.id) continue;
        mapped.add(keyOf(d.to));
        const found = items.get(d.to.controlId);
        if (!found) continue;
        const [towardsMiddle, towardsFrom] = d.hops;
        support.push({
          kind: "derived",
          from: ref(d.to),
          relationship: inverseRelationship(d.relationship),
          support: "partial",
          via: ref(d.via),
          chain: [hopTowards(towardsFrom), hopTowards(towardsMiddle)],
          items: found,
        });
      }
    }
    support.sort((a, b) => (a.support === b.support ? 0 : a.support === "full" ? -1 : 1));
    const status: CoverageStatus = support.some((s) => s.support === "full") ? "covered" : support.length > 0 ? "partly_covered" : "not_covered";
    return { controlId: c.controlId, title: c.title, status, mappedControls: mapped.size, support };
  });

  // Not linked directly, any mapped control is at the end of a derived chain.
  const link: CoverageSummaryResponse["link"] =
    from.id === to.id ? "same" : graph.linked(to.id, from.id) ? "direct" : controls.some((c) => c.mappedControls > 0) ? "derived" : "none";
  const count = (s: CoverageStatus) => controls.filter((c) => c.status === s).length;
  return {
    summary: {
      from: { id: from.id, name: from.name, custom: from.custom },
      to: { id: to.id, name: to.name, custom: to.custom },
      link,
      controls: controls.length,
      covered: count("covered"),
      partlyCovered: count("partly_covered"),
      notCovered: count("not_covered"),
    },
    controls,
  };
}

function publicProvenance(p: MappingProvenance) {
  return {
    origin: p.origin,
    ...(p.source ? { source: p.source } : {}),
    ...(p.confidence !== undefined ? { confidence: p.confidence } : {}),
    ...(p.modelVersion ? { modelVersion: p.modelVersion } : {}),
  };
}

/** One page of the controls, kept to one coverage status when `status` is given (the list route and the console page). */
export function coveragePage(controls: CoverageControlResponse[], query: ListCoverageQuery): Page<CoverageControlResponse> {
  return pageArray(query.status ? controls.filter((c) => c.status === query.status) : controls, query);
}
