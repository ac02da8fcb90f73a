import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { frameworkNameIn, scheduleLabel } from "@/components/monitoring/format";
import { questionnaire } from "@/components/monitoring/questionnaire";
import { ScheduleForm } from "@/components/monitoring/schedule-form";
import { Card } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { requireCustomer } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { monitorableFrameworks, getSchedule } from "@/lib/monitoring";
import { isUuid } from "@/lib/uuid";
import { BackLink } from "@/components/ui/back-link";

export const metadata: Metadata = { title: "Edit schedule" };

export default async function EditSchedulePage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await consoleContext();
  const { accountId } = requireCustomer(ctx);
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const [schedule, frameworks] = await Promise.all([
    getSchedule(ctx, id).catch((error) => {
      if (error instanceof ServiceError && error.code === "not_found") notFound();
      throw error;
    }),
    monitorableFrameworks(ctx.db, accountId),
  ]);
  const frameworkName = frameworkNameIn(new Map(frameworks.map((f) => [f.id, f.name])), schedule.frameworkId);
  return (
    <div className="space-y-6">
      <BackLink href="/monitoring">All schedules</BackLink>
      <Card title={`Edit ${scheduleLabel(schedule, frameworkName)}`}>
        <ScheduleForm {...questionnaire(frameworks)} schedule={schedule} />
      </Card>
    </div>
  );
}
