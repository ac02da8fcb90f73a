import type { Metadata } from "next";
import { AlertsList } from "@/components/monitoring/alerts-list";
import { EmptyState } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth/console-context";
import { listAlerts } from "@/lib/monitoring/list-alerts";
import { pageQuery } from "@/lib/schemas";

export const metadata: Metadata = { title: "Monitoring alerts" };

export default async function AlertsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const page = pageQuery.parse({ cursor: (await searchParams).cursor || undefined });
  const alerts = await listAlerts(ctx, page);
  return (
    <div className="space-y-4">
      {alerts.items.length === 0 ? (
        <EmptyState title="No alerts">Alerts appear when a check fails, a score drops by 10 points or more, or a check cannot run.</EmptyState>
      ) : (
        <AlertsList alerts={alerts.items} />
      )}
      <Pager nextCursor={alerts.pagination.nextCursor} basePath="/monitoring/alerts" />
    </div>
  );
}
