"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { HeaderPopover, MarkAllRead, PopoverItem, unreadCount } from "@/components/ui/header-popover";
import { apiFetch } from "@/lib/client/api";
import { labelOf, NOTIFICATION_KIND_LABELS } from "@/lib/format/labels";
import type { NotificationResponse } from "@/lib/notifications";
import type { PageBody } from "@/lib/pagination";

/** The inbox's query; whatever marks notifications read invalidates it. */
export const INBOX_KEY = ["notifications", "inbox"];

interface InboxProps {
  /** The list route: the member's (default) or the auditor's. */
  api?: "/api/v1/notifications" | "/api/v1/auditor/notifications";
  /** Members can mark everything read at once and open the full list and the team's alerts. */
  member?: boolean;
}

/**
 * The header's personal inbox: what was addressed to this member (requests, findings, audit changes, reminders)
 * or, in the auditor portal, to the auditor, with its own read state. In the console the bell beside it stays the
 * account's monitoring alerts, shared by the whole team.
 */
export function NotificationsInbox({ api = "/api/v1/notifications", member = true }: InboxProps) {
  const client = useQueryClient();
  const router = useRouter();
  const query = useQuery({
    queryKey: [...INBOX_KEY, api],
    queryFn: () => apiFetch<PageBody<NotificationResponse>>(`${api}?unread=true&limit=10`),
    refetchInterval: 60_000,
  });
  const refresh = () => {
    void client.invalidateQueries({ queryKey: INBOX_KEY });
    router.refresh();
  };
  const readOne = useMutation({ mutationFn: (id: string) => apiFetch(`${api}/${id}/read`, { method: "POST" }), onSuccess: refresh });
  const readAll = useMutation({ mutationFn: () => apiFetch("/api/v1/notifications/read-all", { method: "POST" }), onSuccess: refresh });

  const items = query.data?.data ?? [];
  const count = unreadCount(items.length, query.data?.pagination.hasMore);
  return (
    <HeaderPopover
      label={count ? `Inbox: ${count} unread notifications` : "Inbox: no unread notifications"}
      tooltip="Your inbox: the notifications addressed to you"
      caption="Inbox"
      testId="notifications-inbox"
      icon={
        <>
          <path d="M22 12h-6l-2 3h-4l-2-3H2" />
          <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
        </>
      }
      count={count}
      countTestId="notifications-count"
      countClassName="bg-brand-600"
      title="Your inbox"
      width="sm:w-96"
      listHeight="max-h-96"
      empty="Nothing new for you."
      action={member && items.length > 0 && <MarkAllRead onClick={() => readAll.mutate()} disabled={readAll.isPending} />}
      items={(close) =>
        items.map((n) => (
          <PopoverItem
            key={n.id}
            href={n.link}
            onFollow={() => {
              readOne.mutate(n.id);
              close();
            }}
            testId="inbox-notification"
            plainTestId="inbox-notification"
          >
            <p className="text-xs font-medium text-brand-700">{labelOf(NOTIFICATION_KIND_LABELS, n.kind)}</p>
            <p className="break-words text-sm text-slate-800">{n.title}</p>
          </PopoverItem>
        ))
      }
      footer={(close) =>
        member && (
          <div className="flex border-t border-slate-100 text-sm font-medium">
            <Link href="/notifications" className="flex-1 px-4 py-2 text-center text-brand-600 hover:bg-slate-50" onClick={close}>
              All notifications
            </Link>
            <Link href="/monitoring/alerts" className="flex-1 border-l border-slate-100 px-4 py-2 text-center text-slate-600 hover:bg-slate-50" onClick={close}>
              Monitoring alerts
            </Link>
          </div>
        )
      }
    />
  );
}
