import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { listOutbox, mailboxEnabledBy } from "@/lib/email";
import { formatDateTime } from "@/lib/format/date-time";
import { buttonClass } from "@/components/ui/button";

export const metadata: Metadata = { title: "Dev mailbox", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The local outbox (mail sent without RESEND_API_KEY); never shown in production. */
export default async function DevMailboxPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const enabledBy = mailboxEnabledBy();
  if (!enabledBy) notFound();
  const { cursor, to } = await searchParams;
  const page = await listOutbox({ limit: 50, cursor: cursor ?? null, to: to ?? null });
  const next = new URLSearchParams();
  if (to) next.set("to", to);
  if (page.nextCursor) next.set("cursor", page.nextCursor);
  return (
    <main className="mx-auto max-w-5xl px-6 py-8">
      <h1 className="text-2xl font-semibold text-slate-900">Dev mailbox</h1>
      <p className="mt-1 text-sm text-slate-600">
        Mail the product sent while no <code>RESEND_API_KEY</code> is configured.{" "}
        {enabledBy === "development" ? (
          <>
            Shown because this is a development build; a production build shows it only with <code>ENABLE_DEV_MAILBOX=true</code>.
          </>
        ) : (
          <>
            Shown because <code>ENABLE_DEV_MAILBOX=true</code> is set (<code>npm run demo</code> sets it); without it a production build has no mailbox, since
            messages hold live sign-in links.
          </>
        )}
      </p>
      <form method="get" className="mt-4 flex items-end gap-3" aria-label="Filter messages">
        <label className="text-sm text-slate-700">
          Recipient
          <input name="to" type="email" defaultValue={to ?? ""} className="ml-2 rounded-md border border-slate-300 px-2 py-1 text-sm" />
        </label>
        <button type="submit" className={buttonClass("secondary")}>
          Filter
        </button>
      </form>
      {page.messages.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">No messages.</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" data-testid="mailbox">
          {page.messages.map((m) => (
            <li key={m.id}>
              <Link href={`/dev/mailbox/${m.id}`} className="flex flex-col gap-0.5 px-4 py-3 hover:bg-slate-50 sm:flex-row sm:items-baseline sm:gap-4">
                <span className="truncate text-sm text-slate-700 sm:w-64 sm:shrink-0">{m.to}</span>
                <span className="min-w-0 flex-1 break-words text-sm font-medium text-slate-900 sm:truncate">{m.subject}</span>
                <time className="shrink-0 text-xs text-slate-500" dateTime={m.createdAt}>
                  {formatDateTime(m.createdAt)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {page.hasMore && (
        <div className="mt-4 flex justify-end">
          <Link href={`/dev/mailbox?${next}`} className="text-sm text-brand-600 hover:underline">
            Older messages →
          </Link>
        </div>
      )}
    </main>
  );
}
