import type { Metadata } from "next";
import Link from "next/link";
import { formatDateTime } from "@/lib/format/date-time";
import { WebhookActions } from "@/components/monitoring/webhook-actions";
import { WebhookForm } from "@/components/monitoring/webhook-form";
import { Card, EmptyState, Table } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { listWebhooks } from "@/lib/alerts";
import { pageQuery } from "@/lib/schemas";
import { Can } from "@/components/ui/role";
import { TableHead } from "@/components/ui/table-head";

export const metadata: Metadata = { title: "Monitoring webhooks" };

export default async function WebhooksPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const page = pageQuery.parse({ cursor: (await searchParams).cursor || undefined });
  const webhooks = await listWebhooks(ctx, page);
  return (
    <div className="space-y-6">
      {webhooks.items.length === 0 ? (
        <EmptyState title="No webhooks registered" />
      ) : (
        <Table caption="Registered webhooks">
          <TableHead columns={["Endpoint", "Events", "Registered"]} actions />
          <tbody>
            {webhooks.items.map((w) => (
              <tr key={w.id} data-testid="webhook-row">
                <td>
                  <Link href={`/monitoring/webhooks/${w.id}`} className="break-all font-medium text-brand-600 hover:underline">
                    {w.url}
                  </Link>
                </td>
                <td className="text-xs">{w.events.join(", ")}</td>
                <td className="text-xs">{formatDateTime(w.createdAt)}</td>
                <td>
                  <WebhookActions id={w.id} url={w.url} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager nextCursor={webhooks.pagination.nextCursor} basePath="/monitoring/webhooks" />
      <Can role="member">
        <Card title="Register a webhook">
          <WebhookForm />
        </Card>
      </Can>
    </div>
  );
}
