import type { Metadata } from "next";
import Link from "next/link";
import { MarkAllReadButton, MarkReadButton } from "@/components/notifications/notification-actions";
import { PreferencesForm } from "@/components/notifications/preferences-form";
import { Badge, Card, EmptyState, PageHeader } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { formatDateTime } from "@/lib/format/date-time";
import { labelOf, NOTIFICATION_KIND_LABELS } from "@/lib/format/labels";
import { listNotificationsQuery } from "@/lib/notifications/schemas";
import { getNotificationPreferences, listNotifications } from "@/lib/notifications";
import { prose } from "@/lib/format/prose";

export const metadata: Metadata = { title: "Notifications" };

/** Everything addressed to the signed-in member, read and unread, and how they want it e-mailed. */
export default async function NotificationsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const params = await searchParams;
  const parsed = listNotificationsQuery.safeParse({ cursor: params.cursor || undefined, unread: params.unread === "true" ? "true" : undefined, limit: 25 });
  const query = parsed.success ? parsed.data : listNotificationsQuery.parse({ limit: 25 });
  const [page, preferences] = await Promise.all([listNotifications(ctx, query), getNotificationPreferences(ctx)]);
  const tab = (unread: boolean, label: string) => (
    <Link
      href={unread ? "/notifications?unread=true" : "/notifications"}
      aria-current={query.unread === unread ? "page" : undefined}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${query.unread === unread ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100"}`}
    >
      {label}
    </Link>
  );
  return (
    <>
      <PageHeader
        title="Notifications"
        description={prose(
          "What was addressed to you: evidence requests and reminders, findings, audit changes, expiring evidence and failing tests. The",
          "team's monitoring alerts are under Monitoring.",
        )}
        actions={page.items.some((n) => !n.read) ? <MarkAllReadButton /> : undefined}
      />
      <nav className="mb-3 flex gap-2" aria-label="Filter">
        {tab(false, "All")}
        {tab(true, "Unread")}
      </nav>
      {page.items.length === 0 ? (
        <EmptyState title={query.unread ? "Nothing unread" : "No notifications yet"}>
          You are told here when someone assigns you work or something you own needs attention.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" data-testid="notification-list">
          {page.items.map((n) => (
            <li key={n.id} className={`flex flex-wrap items-start gap-3 px-4 py-3 ${n.read ? "" : "bg-brand-50/40"}`} data-testid="notification-row">
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 text-xs text-slate-500">
                  <Badge tone={n.read ? "gray" : "blue"}>{n.read ? "read" : "unread"}</Badge>
                  {labelOf(NOTIFICATION_KIND_LABELS, n.kind)} · {formatDateTime(n.createdAt)}
                </p>
                <p className="mt-1 break-words text-sm font-medium text-slate-900">
                  {n.link ? (
                    <Link href={n.link} className="hover:underline">
                      {n.title}
                    </Link>
                  ) : (
                    n.title
                  )}
                </p>
                <p className="break-words text-sm text-slate-600">{n.body}</p>
              </div>
              {!n.read && <MarkReadButton id={n.id} title={n.title} />}
            </li>
          ))}
        </ul>
      )}
      <Pager basePath="/notifications" nextCursor={page.pagination.nextCursor} params={{ unread: query.unread ? "true" : undefined }} isFirst={!query.cursor} />
      <div className="mt-10">
        <Card title="E-mail preferences">
          <PreferencesForm initial={preferences} />
        </Card>
      </div>
    </>
  );
}
