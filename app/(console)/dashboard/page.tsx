import { tierName } from "@/components/billing/format";
import type { Metadata } from "next";
import Link from "next/link";
import { Badge, Card, EmptyState, PageHeader } from "@/components/ui/card";
import { consoleContext, getMe } from "@/lib/auth";
import { requireCustomer, roleOf } from "@/lib/context/guards";
import { roleAtLeast } from "@/lib/vocabulary";
import { getUsage, usedOf } from "@/lib/billing";
import { listEvents } from "@/lib/events";
import { listEvidence } from "@/lib/evidence";
import { listFrameworks } from "@/lib/frameworks";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { eventLabel, targetTypeLabel } from "@/lib/format/labels";
import { StackedBar } from "@/components/ui/stacked-bar";
import { FrameworkReadinessCard } from "@/components/dashboard/framework-readiness-card";
import { AuditProgressCard, ExpiringEvidenceCard, OpenFindingsCard, OpenRequestsCard } from "@/components/dashboard/open-work";
import { getReadinessOverview } from "@/lib/dashboard";
import { MyWorkCard } from "@/components/work/my-work-sections";
import { listMyWork } from "@/lib/flows";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const ctx = await consoleContext();
  const [me, usage, events, evidence, readiness, work] = await Promise.all([
    getMe(ctx),
    getUsage(ctx.db, requireCustomer(ctx).accountId, ctx.now()),
    // The account's trail is for admins and owners (docs/api.md "Audit trail").
    roleAtLeast(roleOf(ctx.caller) ?? "viewer", "admin") ? listEvents(ctx, { limit: 10 }) : null,
    listEvidence(ctx, { limit: 5 }),
    getReadinessOverview(ctx),
    listMyWork(ctx, { limit: 200 }),
  ]);
  const used = usedOf(usage);
  const frameworks = listFrameworks();
  return (
    <>
      <PageHeader title={`Welcome, ${me.user.name}`} description={`${me.account.name} · ${tierName(me.account.tier)} plan`} />
      {work.counts.total > 0 && (
        <div className="mb-6 max-w-sm" data-testid="my-work-card">
          <MyWorkCard work={work} />
        </div>
      )}
      <section aria-labelledby="readiness-heading" className="mb-6">
        <h2 id="readiness-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Readiness
        </h2>
        {readiness.frameworks.length === 0 ? (
          <EmptyState title="No framework is monitored yet">
            <Link href="/monitoring" className="text-brand-600 hover:underline">
              Schedule a check
            </Link>{" "}
            to see each framework&apos;s score, trend and what to do next.
          </EmptyState>
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {readiness.frameworks.map((f) => (
              <FrameworkReadinessCard key={f.frameworkId} framework={f} />
            ))}
          </div>
        )}
        <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          <OpenRequestsCard requests={readiness.evidenceRequests} />
          <OpenFindingsCard findings={readiness.findings} />
          <ExpiringEvidenceCard expiring={readiness.expiringEvidence} />
          <AuditProgressCard audits={readiness.audits} />
        </div>
      </section>
      <div className="grid gap-4 md:grid-cols-3">
        <Card title="Usage this period">
          <p className="text-3xl font-semibold">{used.toLocaleString("en")}</p>
          <p className="text-sm text-slate-600">of {usage.limit.toLocaleString("en")} metered operations</p>
          <StackedBar
            className="mt-3"
            height="h-2"
            total={usage.limit}
            segments={[{ key: "used", value: used, color: "bg-brand-500" }]}
            a11y={{ role: "progressbar", label: "Usage", now: used }}
          />
          <p className="mt-2 text-xs text-slate-500">
            {formatDate(usage.period.start)} – {formatDate(usage.period.end)}
          </p>
        </Card>
        <Card title="Built-in frameworks">
          <p className="text-3xl font-semibold">{frameworks.length}</p>
          <p className="text-sm text-slate-600">{frameworks.reduce((n, f) => n + f.controlCount, 0).toLocaleString("en")} controls from real catalogs</p>
          <Link href="/frameworks" className="mt-3 inline-block text-sm font-medium text-brand-600 hover:underline">
            Browse frameworks →
          </Link>
        </Card>
        <Card title="Recent evidence">
          {evidence.items.length === 0 ? (
            <p className="text-sm text-slate-600">No evidence yet.</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {evidence.items.map((item) => (
                <li key={item.id} className="truncate">
                  {item.title} <span className="text-slate-500">· {item.controls.map((c) => c.controlId).join(", ")}</span>
                </li>
              ))}
            </ul>
          )}
          <Link href="/evidence" className="mt-3 inline-block text-sm font-medium text-brand-600 hover:underline">
            Manage evidence →
          </Link>
        </Card>
      </div>
      {events && (
        <Card
          title="Account activity"
          className="mt-6"
          actions={
            <Link href="/audit-trail" className="text-sm text-brand-600 hover:underline">
              Audit trail
            </Link>
          }
        >
          {events.items.length === 0 ? (
            <EmptyState title="Nothing has happened yet" />
          ) : (
            <ol className="divide-y divide-slate-100">
              {events.items.map((event) => (
                <li key={event.id} className="flex items-center justify-between gap-4 py-2 text-sm">
                  <span>
                    <Badge>{targetTypeLabel(event.targetType)}</Badge> <span className="ml-2">{eventLabel(event.action)}</span>
                  </span>
                  <time dateTime={event.createdAt} className="text-xs text-slate-500">
                    {formatDateTime(event.createdAt)}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </Card>
      )}
    </>
  );
}
