import type { Metadata } from "next";
import { AlertsList } from "@/components/monitoring/alerts-list";
import { frameworkNameIn, scheduleLabelIn, scheduleLabels } from "@/components/monitoring/format";
import { buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/card";
import { FilterSelect } from "@/components/ui/filter-select";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { requireCustomer } from "@/lib/context/guards";
import { labelOf } from "@/lib/format/labels";
import { ALERT_STATE_LABELS, INTEGRATION_PROVIDER_LABELS } from "@/lib/vocabulary";
import { listIntegrations } from "@/lib/integrations";
import { listAlertsQuery } from "@/lib/alerts/schemas";
import { listAlerts } from "@/lib/alerts";
import { monitorableFrameworks, listSchedules } from "@/lib/monitoring";

export const metadata: Metadata = { title: "Monitoring alerts" };

export default async function AlertsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const { accountId } = requireCustomer(ctx);
  const params = await searchParams;
  const filters = { state: params.state || undefined, scheduleId: params.scheduleId || undefined };
  // A hand-edited URL with a bad filter shows everything rather than an error page.
  const parsed = listAlertsQuery.safeParse({ ...filters, cursor: params.cursor || undefined });
  const query = parsed.success ? parsed.data : listAlertsQuery.parse({});
  const [alerts, schedules, frameworks, integrations] = await Promise.all([
    listAlerts(ctx, query),
    listSchedules(ctx, { limit: 200 }),
    monitorableFrameworks(ctx.db, accountId),
    listIntegrations(ctx, { limit: 200 }),
  ]);
  const frameworkName = new Map(frameworks.map((f) => [f.id, f.name]));
  const listed = scheduleLabels(schedules.items, frameworkName);
  const labels: Record<string, string> = Object.fromEntries(listed);
  for (const a of alerts.items)
    if (a.scheduleId && a.frameworkId)
      labels[a.scheduleId] ??= scheduleLabelIn(listed, { id: a.scheduleId, name: null, frameworkId: a.frameworkId }, frameworkName);
  // An integration's alerts name it as the console does elsewhere: "GitHub · acme".
  for (const i of integrations.items) labels[i.id] = `${labelOf(INTEGRATION_PROVIDER_LABELS, i.provider)} · ${i.name}`;
  // An alert of neither names its framework.
  for (const a of alerts.items) if (a.frameworkId) labels[a.frameworkId] ??= frameworkNameIn(frameworkName, a.frameworkId);
  return (
    <div className="space-y-4">
      <form method="get" className="flex flex-wrap items-end gap-3">
        <FilterSelect name="state" label="State" options={ALERT_STATE_LABELS} value={query.state} allLabel="All" />
        <FilterSelect
          name="scheduleId"
          label="Schedule"
          options={schedules.items.map((s) => ({ value: s.id, label: labels[s.id] }))}
          value={query.scheduleId}
          allLabel="All"
        />
        <button type="submit" className={buttonClass("secondary")}>
          Filter
        </button>
      </form>
      {alerts.items.length === 0 ? (
        <EmptyState title="No alerts">
          Alerts appear when a check fails, a score drops by 10 points or more, a check cannot run, an automated test starts failing or an integration cannot
          sync. One alert stays open per schedule or integration and condition until a later check or sync clears it.
        </EmptyState>
      ) : (
        <AlertsList alerts={alerts.items} scheduleLabels={labels} />
      )}
      <Pager nextCursor={alerts.pagination.nextCursor} basePath="/monitoring/alerts" params={filters} />
    </div>
  );
}
