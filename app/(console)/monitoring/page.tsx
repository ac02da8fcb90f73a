import type { Metadata } from "next";
import { FREQUENCY_LABEL } from "@/components/monitoring/format";
import { ScheduleActions } from "@/components/monitoring/schedule-actions";
import { ScheduleForm } from "@/components/monitoring/schedule-form";
import { Badge, Card, EmptyState, Table } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth/console-context";
import { requireCustomer } from "@/lib/auth/guards";
import { monitorableFrameworks } from "@/lib/monitoring/framework-names";
import { listSchedules } from "@/lib/monitoring/list-schedules";
import { DATA_TYPES, PRACTICE_KEYS, PRACTICES } from "@/lib/monitoring/practices";
import { pageQuery } from "@/lib/schemas";
import { formatDateTime } from "@/lib/format/date-time";

export const metadata: Metadata = { title: "Monitoring" };

const DATA_TYPE_LABEL: Record<string, string> = {
  personal_data: "Personal data",
  sensitive_data: "Sensitive (special-category) data",
  health_data: "Health data",
  payment_cards: "Payment card data",
  children_data: "Children's data",
};

export default async function SchedulesPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const { accountId } = requireCustomer(ctx);
  const page = pageQuery.parse({ cursor: (await searchParams).cursor || undefined });
  const [schedules, frameworks] = await Promise.all([listSchedules(ctx, page), monitorableFrameworks(ctx.db, accountId)]);
  const nameOf = new Map(frameworks.map((f) => [f.id, f.name]));
  return (
    <div className="space-y-6">
      {schedules.items.length === 0 ? (
        <EmptyState title="No schedules yet">Create one below: answer the questionnaire and pick how often to check.</EmptyState>
      ) : (
        <Table caption="Monitoring schedules">
          <thead>
            <tr>
              <th>Framework</th>
              <th>Frequency</th>
              <th>Company</th>
              <th>Practices</th>
              <th>Next run</th>
              <th>Last run</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {schedules.items.map((s) => {
              const attested = Object.values(s.businessProfile.practices).filter(Boolean).length;
              const name = nameOf.get(s.frameworkId) ?? s.frameworkId;
              return (
                <tr key={s.id} data-testid="schedule-row">
                  <td className="font-medium text-slate-900">{name}</td>
                  <td>
                    <Badge>{FREQUENCY_LABEL[s.frequency]}</Badge>
                  </td>
                  <td>{s.businessProfile.companyName ?? "—"}</td>
                  <td>
                    {attested} of {PRACTICE_KEYS.length}
                  </td>
                  <td className="text-xs">{formatDateTime(s.nextRunAt)}</td>
                  <td className="text-xs">{formatDateTime(s.lastRunAt)}</td>
                  <td>
                    <ScheduleActions id={s.id} framework={name} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <Pager nextCursor={schedules.pagination.nextCursor} basePath="/monitoring" />
      <Card title="New schedule">
        <ScheduleForm
          frameworks={frameworks}
          practices={PRACTICE_KEYS.map((k) => ({ key: k, label: PRACTICES[k].label, question: PRACTICES[k].question }))}
          dataTypes={DATA_TYPES.map((k) => ({ key: k, label: DATA_TYPE_LABEL[k] }))}
        />
      </Card>
    </div>
  );
}
