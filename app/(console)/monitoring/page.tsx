import type { Metadata } from "next";
import { FREQUENCY_LABELS } from "@/lib/format/labels";
import { ScheduleActions } from "@/components/monitoring/schedule-actions";
import { scheduleLabels } from "@/components/monitoring/format";
import { profilePrefill, questionnaire } from "@/components/monitoring/questionnaire";
import { ScheduleForm } from "@/components/monitoring/schedule-form";
import { Badge, Card, EmptyState, Table } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { consoleContext, getMe } from "@/lib/auth";
import { requireCustomer } from "@/lib/context/guards";
import { PRACTICE_KEYS } from "@/lib/monitoring/schemas";
import { monitorableFrameworks, listSchedules } from "@/lib/monitoring";
import { pageQuery } from "@/lib/schemas";
import { formatDateTime } from "@/lib/format/date-time";
import { Can } from "@/components/ui/role";
import { TableHead } from "@/components/ui/table-head";

export const metadata: Metadata = { title: "Monitoring" };

export default async function SchedulesPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const { accountId } = requireCustomer(ctx);
  const page = pageQuery.parse({ cursor: (await searchParams).cursor || undefined });
  const [schedules, frameworks, newest, me] = await Promise.all([
    listSchedules(ctx, page),
    monitorableFrameworks(ctx.db, accountId),
    listSchedules(ctx, { limit: 1 }),
    getMe(ctx),
  ]);
  const nameOf = new Map(frameworks.map((f) => [f.id, f.name]));
  const labels = scheduleLabels(schedules.items, nameOf);
  return (
    <div className="space-y-6">
      {schedules.items.length === 0 ? (
        <EmptyState title="No schedules yet">Create one below: answer the questionnaire and pick how often to check.</EmptyState>
      ) : (
        <Table caption="Monitoring schedules">
          <TableHead columns={["Schedule", "Frequency", "Company", "Practices", "Next run", "Last run"]} actions />
          <tbody>
            {schedules.items.map((s) => {
              const attested = Object.values(s.businessProfile.practices).filter(Boolean).length;
              const name = labels.get(s.id)!;
              return (
                <tr key={s.id} data-testid="schedule-row">
                  <td className="font-medium text-slate-900">{name}</td>
                  <td>
                    <Badge>{FREQUENCY_LABELS[s.frequency]}</Badge> {s.paused && <Badge tone="amber">Paused</Badge>}
                  </td>
                  <td>{s.businessProfile.companyName ?? "—"}</td>
                  <td>
                    {attested} of {PRACTICE_KEYS.length}
                  </td>
                  <td className="text-xs">{formatDateTime(s.nextRunAt)}</td>
                  <td className="text-xs">{formatDateTime(s.lastRunAt)}</td>
                  <td>
                    <ScheduleActions id={s.id} label={name} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <Pager nextCursor={schedules.pagination.nextCursor} basePath="/monitoring" />
      <Can role="member">
        <Card title="New schedule">
          <ScheduleForm {...questionnaire(frameworks)} prefill={profilePrefill(newest.items, me.account.name)} />
        </Card>
      </Can>
    </div>
  );
}
