import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formatDateTime } from "@/lib/format/date-time";
import { RedeliverButton, WebhookActions } from "@/components/monitoring/webhook-actions";
import { Badge, Card, EmptyState } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { requireCustomer } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { findWebhookForAccount, listDeliveries } from "@/lib/alerts";
import { pageQuery } from "@/lib/schemas";
import { isUuid } from "@/lib/uuid";
import { BackLink } from "@/components/ui/back-link";

export const metadata: Metadata = { title: "Webhook deliveries" };

const TONE = { succeeded: "green", failed: "red", pending: "amber" } as const;

export default async function WebhookDeliveriesPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string>>;
}) {
  const ctx = await consoleContext();
  const { accountId } = requireCustomer(ctx);
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const webhook = await findWebhookForAccount(ctx.db, accountId, id).catch((error) => {
    if (error instanceof ServiceError && error.code === "not_found") notFound();
    throw error;
  });
  const page = pageQuery.parse({ limit: "20", cursor: (await searchParams).cursor || undefined });
  const deliveries = await listDeliveries(ctx, id, page);
  return (
    <div className="space-y-6">
      <BackLink href="/monitoring/webhooks">All webhooks</BackLink>
      <Card title={<span className="break-all">{webhook.url}</span>} actions={<WebhookActions id={webhook.id} url={webhook.url} />}>
        <p className="text-sm text-slate-600">
          Events: {webhook.events.join(", ")}. Each message is retried up to 6 times with exponential backoff; every attempt is listed below.
        </p>
      </Card>
      <section aria-labelledby="log-heading" className="space-y-3">
        <h2 id="log-heading" className="text-lg font-semibold text-slate-900">
          Delivery log
        </h2>
        {deliveries.items.length === 0 ? (
          <EmptyState title="No deliveries yet">Send a test event to try your endpoint.</EmptyState>
        ) : (
          <ul className="space-y-3">
            {deliveries.items.map((d) => (
              <li key={d.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="delivery">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <code className="text-sm font-semibold">{d.eventType}</code>
                    <Badge tone={TONE[d.status]}>{d.status}</Badge>
                    <span className="text-xs text-slate-500">
                      webhook-id <code>{d.id}</code> · {formatDateTime(d.createdAt)}
                    </span>
                  </div>
                  <RedeliverButton webhookId={webhook.id} deliveryId={d.id} />
                </div>
                <table className="mt-3 w-full text-left text-xs">
                  <thead className="text-slate-500">
                    <tr>
                      <th className="py-1 pr-4 font-medium">Attempt</th>
                      <th className="py-1 pr-4 font-medium">When</th>
                      <th className="py-1 pr-4 font-medium">Status code</th>
                      <th className="py-1 pr-4 font-medium">Duration</th>
                      <th className="py-1 font-medium">Error</th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.attempts.map((a) => (
                      <tr key={a.attemptNumber} className="border-t border-slate-100">
                        <td className="py-1 pr-4">{a.attemptNumber}</td>
                        <td className="py-1 pr-4">{formatDateTime(a.attemptedAt)}</td>
                        <td className="py-1 pr-4">{a.statusCode ?? "—"}</td>
                        <td className="py-1 pr-4">{a.durationMs} ms</td>
                        <td className="py-1 text-red-700">{a.error ?? ""}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {d.status === "pending" && d.nextAttemptAt && <p className="mt-2 text-xs text-slate-500">Next attempt {formatDateTime(d.nextAttemptAt)}</p>}
              </li>
            ))}
          </ul>
        )}
        <Pager nextCursor={deliveries.pagination.nextCursor} basePath={`/monitoring/webhooks/${id}`} />
      </section>
    </div>
  );
}
