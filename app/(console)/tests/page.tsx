import type { Metadata } from "next";
import Link from "next/link";
import { resourceTypeNames } from "@/components/integrations/format";
import { getControlNames } from "@/lib/custom-frameworks";
import { RemediationSlaCard } from "@/components/tests/remediation-sla-card";
import { TestRow } from "@/components/tests/test-row";
import { buttonClass, ButtonLink } from "@/components/ui/button";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { FilterSelect } from "@/components/ui/filter-select";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { listFrameworks as listCustomFrameworks } from "@/lib/custom-frameworks";
import { isServiceError } from "@/lib/errors";
import { TEST_SEVERITY_LABELS, TEST_STATUS_LABELS, INTEGRATION_PROVIDER_LABELS } from "@/lib/vocabulary";
import { listFrameworks } from "@/lib/frameworks";
import { getRemediationSla, listIntegrations, listProviders, listTests } from "@/lib/integrations";
import { pageQuery } from "@/lib/schemas";
import { isUuid } from "@/lib/uuid";
import { Can } from "@/components/ui/role";
import { prose } from "@/lib/format/prose";

export const metadata: Metadata = { title: "Tests" };

// A filter value is one of its label map's keys, which are the db vocabulary (lib/format/labels.ts).
const pick = <T extends string>(value: string | undefined, labels: Readonly<Record<T, string>>): T | undefined =>
  value && Object.hasOwn(labels, value) ? (value as T) : undefined;
const text = (value: string | undefined) => (value && value.length <= 200 ? value : undefined);

export default async function TestsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const sp = await searchParams;
  // A hand-edited URL with a bad filter shows everything rather than an error page.
  const filters = {
    status: pick(sp.status, TEST_STATUS_LABELS),
    severity: pick(sp.severity, TEST_SEVERITY_LABELS),
    provider: pick(sp.provider, INTEGRATION_PROVIDER_LABELS),
    framework: text(sp.framework),
    control: sp.framework ? text(sp.control) : undefined,
    integrationId: sp.integrationId && isUuid(sp.integrationId) ? sp.integrationId : undefined,
    include: sp.include === "all" ? ("all" as const) : ("connected" as const),
  };
  const page = pageQuery.safeParse({ cursor: sp.cursor || undefined });
  const cursor = page.success ? page.data.cursor : undefined;
  const [tests, providers, integrations, sla, custom] = await Promise.all([
    listTests(ctx, { ...filters, limit: 50, cursor }),
    listProviders(ctx, { limit: 200 }),
    listIntegrations(ctx, { limit: 200 }),
    getRemediationSla(ctx),
    listCustomFrameworks(ctx, pageQuery.parse({ limit: 200 })).then(
      (p) => p.items,
      (error: unknown) => {
        if (isServiceError(error) && error.code === "plan_upgrade_required") return [];
        throw error;
      },
    ),
  ]);
  const frameworks = [...listFrameworks().map((f) => ({ value: f.id, label: f.name })), ...custom.map((f) => ({ value: f.id, label: f.name }))];
  const names = await getControlNames(ctx, filters.framework ? [filters.framework] : []);
  const typeNames = resourceTypeNames(providers.items, integrations.items);
  const integration = filters.integrationId ? integrations.items.find((i) => i.id === filters.integrationId) : undefined;
  const filtered = Boolean(filters.status || filters.severity || filters.provider || filters.framework || filters.integrationId);
  const keep = { ...filters, include: filters.include === "all" ? "all" : undefined };
  const withoutParams = (...drop: string[]) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(keep)) if (v && !drop.includes(k)) q.set(k, v);
    const s = q.toString();
    return s ? `/tests?${s}` : "/tests";
  };
  const controlTitle = filters.framework && filters.control ? names.controlTitle(filters.framework, filters.control) : undefined;

  return (
    <>
      <PageHeader
        title="Tests"
        description={prose(
          "Automated checks over what your integrations find, failing first by severity. A failing test raises an alert, sets a date to",
          "fix it by and counts against the controls it evidences.",
        )}
        actions={
          <Can role="member">
            <ButtonLink href="/tests/new">New custom test</ButtonLink>
          </Can>
        }
      />
      <form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter tests">
        <FilterSelect name="status" label="Status" options={TEST_STATUS_LABELS} value={filters.status} allLabel="Any status" />
        <FilterSelect name="severity" label="Severity" options={TEST_SEVERITY_LABELS} value={filters.severity} allLabel="Any severity" />
        <FilterSelect name="provider" label="Integration type" options={INTEGRATION_PROVIDER_LABELS} value={filters.provider} allLabel="Any" />
        <FilterSelect
          name="framework"
          label="Framework"
          options={frameworks}
          value={filters.framework}
          allLabel="Any framework"
          className="min-w-0 max-w-full"
        />
        {filters.control && <input type="hidden" name="control" value={filters.control} />}
        {filters.integrationId && <input type="hidden" name="integrationId" value={filters.integrationId} />}
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
          <input type="checkbox" name="include" value="all" defaultChecked={filters.include === "all"} className="h-4 w-4" />
          Whole catalogue (also tests of systems you have not connected)
        </label>
        <button type="submit" className={buttonClass("secondary")}>
          Filter
        </button>
      </form>
      {(integration || filters.control) && (
        <ul className="mb-4 flex flex-wrap gap-2 text-sm" aria-label="Other filters">
          {integration && (
            <li className="inline-flex max-w-full items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-brand-800">
              <span className="min-w-0 break-words">Integration: {integration.name}</span>
              <Link href={withoutParams("integrationId")} className="font-semibold hover:underline" aria-label={`Stop filtering by ${integration.name}`}>
                ×
              </Link>
            </li>
          )}
          {filters.framework && filters.control && (
            <li className="inline-flex max-w-full items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-brand-800" data-testid="control-filter">
              <span className="min-w-0 break-words">
                Control: {names.frameworkName(filters.framework)} · {filters.control}
                {controlTitle && ` — ${controlTitle}`}
              </span>
              <Link href={withoutParams("control")} className="font-semibold hover:underline" aria-label="Stop filtering by this control">
                ×
              </Link>
            </li>
          )}
        </ul>
      )}
      {tests.items.length === 0 ? (
        filtered ? (
          <EmptyState title="No test matches these filters">
            <Link href={filters.include === "all" ? "/tests?include=all" : "/tests"} className="font-medium text-brand-600 hover:underline">
              Clear the filters
            </Link>
            {filters.include !== "all" && " or tick Whole catalogue to include tests of systems you have not connected."}
          </EmptyState>
        ) : (
          <EmptyState title="No tests yet">
            Tests run on what your integrations find.{" "}
            <Link href="/integrations" className="font-medium text-brand-600 hover:underline">
              Connect a system
            </Link>{" "}
            to run its built-in tests, or{" "}
            <Link href="/tests/new" className="font-medium text-brand-600 hover:underline">
              write a custom test
            </Link>
            . To browse every built-in test,{" "}
            <Link href="/tests?include=all" className="font-medium text-brand-600 hover:underline">
              show the whole catalogue
            </Link>
            .
          </EmptyState>
        )
      ) : (
        <ul className="space-y-2" aria-label="Tests">
          {tests.items.map((t) => (
            <TestRow key={t.id} test={t} typeNames={typeNames} />
          ))}
        </ul>
      )}
      <Pager basePath="/tests" nextCursor={tests.pagination.nextCursor} params={keep} isFirst={!cursor} />
      <div className="mt-10 max-w-2xl">
        <RemediationSlaCard initial={sla} />
      </div>
    </>
  );
}
