import type { Metadata } from "next";
import Link from "next/link";
import { AddEvidencePanel } from "@/components/evidence/add-evidence-form";
import { EvidenceFilters, type EvidenceFilterValues } from "@/components/evidence/evidence-filters";
import { EvidenceTable, type EvidenceRow } from "@/components/evidence/evidence-table";
import type { ControlGroup } from "@/components/evidence/evidence-controls";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { getControlNames } from "@/lib/custom-frameworks";
import { listEvidence, listEvidenceControls, type ControlRef } from "@/lib/evidence";
import { listEvidenceQuery } from "@/lib/evidence/schemas";
import { isServiceError } from "@/lib/errors";
import { getBuiltinFramework, listFrameworks } from "@/lib/frameworks";

export const metadata: Metadata = { title: "Evidence" };

const BASE = "/evidence";
const FIELD_NAMES: Record<string, string> = {
  q: "Search",
  framework: "Framework",
  control: "Control",
  source: "Source",
  status: "Status",
  expiry: "Expiry",
  cursor: "Page",
};
const PARAMS = Object.keys(FIELD_NAMES);

// Frameworks in the catalog's order (custom ones after, by name), controls in their framework's order.
const builtinRank = new Map(listFrameworks().map((f, index) => [f.id, index]));
const controlRanks = new Map<string, Map<string, number>>();
function controlRank(framework: string, controlId: string): number | undefined {
  let ranks = controlRanks.get(framework);
  if (!ranks) {
    ranks = new Map(getBuiltinFramework(framework)?.controls.map((c, index) => [c.controlId, index]) ?? []);
    controlRanks.set(framework, ranks);
  }
  return ranks.get(controlId);
}
const byControlOrder = (framework: string) => (a: string, b: string) =>
  (controlRank(framework, a) ?? Infinity) - (controlRank(framework, b) ?? Infinity) || a.localeCompare(b, "en", { numeric: true });

/** The schema's messages speak to API callers (parameter names, ids); a person reads these. */
function whyIgnored(name: string, given: Record<string, string>, code: string): string {
  const value = `“${given[name]}”`;
  if (name === "control" && !given.framework) return `${value} needs a framework`;
  if (name === "control") return `${value} is not a control of ${getBuiltinFramework(given.framework)?.name ?? "that framework"}`;
  if (name === "framework") return `${value} is not a framework of yours`;
  if (code === "invalid_value") return `${value} is not one of its choices`;
  return `${value.length > 42 ? `${value.slice(0, 40)}…”` : value} cannot be used`;
}

/** The URL of this list with `changes` applied (undefined drops a parameter); any change starts again at the first page. */
function hrefWith(current: EvidenceFilterValues, changes: EvidenceFilterValues): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...current, ...changes })) if (value && !(name === "status" && value === "active")) query.set(name, value);
  const s = query.toString();
  return s ? `${BASE}?${s}` : BASE;
}

export default async function EvidencePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const ctx = await consoleContext();
  const sp = await searchParams;
  // The URL's filters are the API's query parameters, read by the route's own schema; an empty field is no filter.
  const given: Record<string, string> = {};
  for (const name of PARAMS) {
    const value = sp[name];
    if (typeof value === "string" && value.trim()) given[name] = value;
  }
  // A hand-edited URL: keep the filters that are fine, say which ones are not, never an error page. The schema checks the
  // framework's control only once the simple values pass, hence a second round.
  const ignored: string[] = [];
  let parsed = listEvidenceQuery.safeParse(given);
  for (let round = 0; !parsed.success && round < PARAMS.length; round++) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      ignored.push(`${FIELD_NAMES[name] ?? "Filter"}: ${whyIgnored(name, given, issue.code)}`);
      delete given[name];
    }
    parsed = listEvidenceQuery.safeParse(given);
  }
  const query = parsed.success ? parsed.data : listEvidenceQuery.parse({});
  const [evidence, choices] = await Promise.all([
    listEvidence(ctx, query).catch((error: unknown) => {
      // A cursor only the service can read (a stale bookmark): the first page, with the filters.
      if (!query.cursor || !isServiceError(error) || error.code !== "validation_failed") throw error;
      ignored.push(`${FIELD_NAMES.cursor}: that page no longer exists, here is the first one`);
      query.cursor = undefined;
      return listEvidence(ctx, query);
    }),
    listEvidenceControls(ctx, { framework: query.framework }),
  ]);

  const frameworkIds = new Set([...choices.frameworks.map((f) => f.id), ...evidence.items.flatMap((i) => i.controls.map((c) => c.framework))]);
  if (query.framework) frameworkIds.add(query.framework);
  const names = await getControlNames(ctx, [...frameworkIds]);
  const frameworkOrder = (a: string, b: string) =>
    (builtinRank.get(a) ?? Infinity) - (builtinRank.get(b) ?? Infinity) || names.frameworkName(a).localeCompare(names.frameworkName(b));

  const values: EvidenceFilterValues = {
    q: query.q,
    framework: query.framework,
    control: query.control,
    source: query.source,
    status: query.status,
    expiry: query.expiry,
  };
  const groupsOf = (controls: ControlRef[]): ControlGroup[] => {
    const byFramework = new Map<string, string[]>();
    for (const c of controls) byFramework.set(c.framework, [...(byFramework.get(c.framework) ?? []), c.controlId]);
    return [...byFramework.keys()].sort(frameworkOrder).map((framework) => ({
      framework,
      name: names.frameworkName(framework),
      controls: byFramework
        .get(framework)!
        .sort(byControlOrder(framework))
        .map((id) => ({ id, title: names.controlTitle(framework, id), href: hrefWith(values, { framework, control: id }) })),
    }));
  };
  const rows: EvidenceRow[] = evidence.items.map((item) => ({ item, groups: groupsOf(item.controls) }));

  const frameworkOptions = [...frameworkIds].sort(frameworkOrder).map((id) => {
    const items = choices.frameworks.find((f) => f.id === id)?.items ?? 0;
    return { value: id, label: `${names.frameworkName(id)} (${items})` };
  });
  const controlOptions = query.framework
    ? [...new Set([...choices.controls, ...(query.control ? [query.control] : [])])].sort(byControlOrder(query.framework)).map((id) => {
        const title = names.controlTitle(query.framework!, id);
        return { value: id, label: title ? `${id} — ${title}` : id };
      })
    : [];
  const filtered = Object.values(values).some((v) => v && v !== "active");
  const nothingYet = evidence.items.length === 0 && !filtered && !query.cursor;

  return (
    <>
      <PageHeader
        title="Evidence"
        // A phone keeps its height for the list.
        description={<span className="max-sm:hidden">Links and files that show a control operates, read by audits, assessments and monitoring.</span>}
      />
      <AddEvidencePanel defaultOpen={nothingYet} />
      {!nothingYet && <EvidenceFilters key={JSON.stringify(values)} basePath={BASE} values={values} frameworks={frameworkOptions} controls={controlOptions} />}
      {ignored.length > 0 && (
        <p role="alert" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Some filters in the address could not be used and are left out: {ignored.join("; ")}.
        </p>
      )}
      {evidence.items.length === 0 ? (
        nothingYet ? (
          <EmptyState title="No evidence yet" />
        ) : (
          <EmptyState title={query.cursor ? "No more evidence" : "No evidence matches these filters"}>
            <Link href={BASE} className="text-brand-700 hover:underline">
              Show all evidence
            </Link>
          </EmptyState>
        )
      ) : (
        <EvidenceTable rows={rows} now={ctx.now()} />
      )}
      <Pager
        nextCursor={evidence.pagination.nextCursor}
        basePath={BASE}
        params={{ ...values, status: query.status === "active" ? undefined : query.status }}
        isFirst={!query.cursor}
      />
    </>
  );
}
