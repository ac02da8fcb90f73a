import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DeleteIntegrationButton } from "@/components/integrations/delete-integration-button";
import { EditIntegrationForm } from "@/components/integrations/edit-integration-form";
import { declaredCustomTypes, integrationTone, plural, resourceTypeNames, typeName } from "@/components/integrations/format";
import { IntegrationActions } from "@/components/integrations/integration-actions";
import { lastSyncTime } from "@/components/integrations/integration-card";
import { PushInstructions } from "@/components/integrations/push-instructions";
import { ResourceList } from "@/components/integrations/resource-list";
import { SyncHistory } from "@/components/integrations/sync-history";
import { buttonClass } from "@/components/ui/button";
import { Badge, Card, EmptyState, PageHeader } from "@/components/ui/card";
import { FilterSelect } from "@/components/ui/filter-select";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { config } from "@/lib/config";
import { ServiceError } from "@/lib/errors";
import { formatDateTime } from "@/lib/format/date-time";
import { INTEGRATION_MODE_LABELS, labelOf, SYNC_FREQUENCY_LABELS } from "@/lib/format/labels";
import { INTEGRATION_STATUS_LABELS } from "@/lib/vocabulary";
import { getIntegration, listProviders, listResources, listSyncs, listTests } from "@/lib/integrations";
import { isUuid } from "@/lib/uuid";
import { Can } from "@/components/ui/role";
import { BackLink } from "@/components/ui/back-link";

export const metadata: Metadata = { title: "Integration" };

const cursorOf = (v: string | undefined) => (v && /^[A-Za-z0-9_-]{1,500}$/.test(v) ? v : undefined);

export default async function IntegrationPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const integration = await getIntegration(ctx, id).catch((error: unknown) => {
    if (error instanceof ServiceError && error.code === "not_found") notFound();
    throw error;
  });
  const sp = await searchParams;
  const filters = {
    type: sp.type && sp.type.length <= 200 ? sp.type : undefined,
    gone: sp.gone === "true" ? ("true" as const) : undefined,
  };
  const [providers, syncs, resources, tests] = await Promise.all([
    listProviders(ctx, { limit: 200 }),
    listSyncs(ctx, id, { limit: 10, cursor: cursorOf(sp.syncs) }),
    listResources(ctx, id, { limit: 25, cursor: cursorOf(sp.resources), ...filters }),
    listTests(ctx, { limit: 200, include: "all", integrationId: id }),
  ]);
  const provider = providers.items.find((p) => p.id === integration.provider);
  if (!provider) notFound();
  const typeNames = resourceTypeNames(providers.items, [integration]);
  const types = integration.provider === "custom" ? declaredCustomTypes(integration.config).map((t) => t.type) : provider.resourceTypes.map((t) => t.type);
  const testTitles = Object.fromEntries(tests.items.map((t) => [t.id, t.title]));
  const keep = { type: filters.type, gone: filters.gone, syncs: sp.syncs, resources: sp.resources };
  const last = integration.lastSync;

  return (
    <>
      <BackLink href="/integrations">Integrations</BackLink>
      <PageHeader title={integration.name} description={`${provider.name} · ${labelOf(INTEGRATION_MODE_LABELS, integration.mode)}`} />

      <Card className="mb-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 flex-1 space-y-3">
            <div className="flex flex-wrap items-center gap-2" data-testid="integration-status">
              <Badge tone={integrationTone(integration.status)}>{labelOf(INTEGRATION_STATUS_LABELS, integration.status)}</Badge>
              {integration.paused && <Badge tone="amber">Paused</Badge>}
            </div>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-xs text-slate-500">Last sync</dt>
                <dd>{last ? formatDateTime(lastSyncTime(integration)) : "Never"}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{integration.mode === "push" ? "Next re-evaluation" : "Next sync"}</dt>
                <dd>
                  {integration.paused ? "Paused" : integration.nextSyncAt ? formatDateTime(integration.nextSyncAt) : "—"} (
                  {labelOf(SYNC_FREQUENCY_LABELS, integration.syncFrequency).toLowerCase()})
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Resources</dt>
                <dd className="tabular-nums">{integration.resourceCount.toLocaleString("en-US")}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">Failing tests</dt>
                <dd>
                  {integration.failingTests > 0 ? (
                    <Link href={`/tests?integrationId=${integration.id}&status=failing`} className="font-medium text-red-700 hover:underline">
                      {plural(integration.failingTests, "test")}
                    </Link>
                  ) : (
                    "None"
                  )}
                </dd>
              </div>
            </dl>
            {integration.status === "sync_failed" && last?.error && (
              <p role="alert" className="break-words rounded-md bg-red-50 p-3 text-sm text-red-800">
                <span className="font-medium">The last sync failed:</span> {last.error}
              </p>
            )}
          </div>
          <IntegrationActions integration={integration} />
        </div>
        <p className="mt-3 text-xs text-slate-500">
          <Link href={`/tests?integrationId=${integration.id}`} className="font-medium text-brand-600 hover:underline">
            Its tests
          </Link>
          {integration.evidenceId && (
            <>
              {" · "}
              <Link href="/evidence" className="font-medium text-brand-600 hover:underline">
                Evidence library
              </Link>{" "}
              (one snapshot version per sync)
            </>
          )}
        </p>
      </Card>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Card title="Resources">
            <form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter resources">
              {types.length > 1 && (
                <FilterSelect
                  name="type"
                  label="Type"
                  value={filters.type}
                  allLabel="All types"
                  options={types.map((t) => ({ value: t, label: typeName(typeNames, t) }))}
                />
              )}
              <FilterSelect
                name="gone"
                label="Show"
                value={filters.gone}
                allLabel="Current resources"
                options={[{ value: "true", label: "Gone (no longer seen)" }]}
              />
              {sp.syncs && <input type="hidden" name="syncs" value={sp.syncs} />}
              <button type="submit" className={buttonClass("secondary")}>
                Filter
              </button>
            </form>
            {resources.items.length === 0 ? (
              <EmptyState title={filters.gone ? "Nothing has gone" : filters.type ? "None of this type" : "No resources yet"}>
                {filters.gone || filters.type
                  ? "Clear the filter to see every current resource."
                  : integration.mode === "push"
                    ? "Push resources over the API (see How to push below); they appear here with their test results."
                    : integration.lastSync
                      ? "The last sync found nothing to check. Check the settings, then sync again."
                      : "Press Sync now: what it finds appears here with its test results."}
              </EmptyState>
            ) : (
              <ResourceList resources={resources.items} testTitles={testTitles} typeNames={typeNames} />
            )}
            <Pager
              basePath={`/integrations/${id}`}
              nextCursor={resources.pagination.nextCursor}
              cursorParam="resources"
              params={keep}
              isFirst={!sp.resources}
            />
          </Card>

          <Card title="Sync history">
            {syncs.items.length === 0 ? (
              <EmptyState title="No syncs yet">
                {integration.mode === "push"
                  ? "Each push and each re-evaluation is listed here with its evidence snapshot."
                  : "Press Sync now to run the first one; each sync is listed here with its evidence snapshot."}
              </EmptyState>
            ) : (
              <SyncHistory syncs={syncs.items} />
            )}
            <Pager basePath={`/integrations/${id}`} nextCursor={syncs.pagination.nextCursor} cursorParam="syncs" params={keep} isFirst={!sp.syncs} />
          </Card>
        </div>

        <div className="min-w-0 space-y-6">
          {integration.mode === "push" && (
            <Card title="How to push resources">
              <PushInstructions integration={integration} appUrl={config.appUrl} />
            </Card>
          )}
          <Can role="member">
            <Card title="Settings">
              <EditIntegrationForm key={integration.updatedAt} integration={integration} provider={provider} />
            </Card>
          </Can>
          <Card title="Disconnect">
            <p className="mb-3 text-sm text-slate-600">Stops syncing and erases the credentials. History and evidence stay.</p>
            <DeleteIntegrationButton id={integration.id} name={integration.name} />
          </Card>
        </div>
      </div>
    </>
  );
}
