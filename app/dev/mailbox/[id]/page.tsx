import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getOutboxMessage, mailboxVisible } from "@/lib/email";
import { formatDateTime } from "@/lib/format/date-time";
import { BackLink } from "@/components/ui/back-link";

export const metadata: Metadata = { title: "Dev mailbox message", robots: { index: false }, referrer: "no-referrer" };
export const dynamic = "force-dynamic";

export default async function DevMailboxMessagePage({ params }: { params: Promise<{ id: string }> }) {
  if (!mailboxVisible()) notFound();
  const message = await getOutboxMessage((await params).id);
  if (!message) notFound();
  const links = [...new Set(message.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
  return (
    <main className="mx-auto max-w-4xl space-y-4 px-6 py-8">
      <BackLink href="/dev/mailbox">Mailbox</BackLink>
      <h1 className="text-xl font-semibold text-slate-900">{message.subject}</h1>
      <dl className="grid grid-cols-[6rem_1fr] gap-1 text-sm">
        <dt className="text-slate-500">From</dt>
        <dd>{message.from}</dd>
        <dt className="text-slate-500">To</dt>
        <dd>{message.to}</dd>
        <dt className="text-slate-500">Sent</dt>
        <dd>{formatDateTime(message.createdAt)}</dd>
      </dl>
      {links.length > 0 && (
        <section aria-label="Links in this message" className="rounded-md border border-slate-200 bg-white p-4">
          <h2 className="mb-2 text-sm font-semibold text-slate-800">Links in this message</h2>
          <ul className="space-y-1 text-sm">
            {links.map((href) => (
              <li key={href}>
                <a href={href} className="break-all text-brand-600 hover:underline">
                  {href}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-label="HTML body">
        <h2 className="mb-2 text-sm font-semibold text-slate-800">HTML body</h2>
        {/* Sandboxed without scripts: the mail's HTML can render but never run in our origin. */}
        <iframe title="HTML body" sandbox="" srcDoc={message.html} className="h-[32rem] w-full rounded-md border border-slate-200 bg-white" />
      </section>
      <section aria-label="Text body">
        <h2 className="mb-2 text-sm font-semibold text-slate-800">Text body</h2>
        {/* A link longer than the line (an invitation's token) breaks anywhere rather than widen the page. */}
        <pre className="whitespace-pre-wrap rounded-md border border-slate-200 bg-white p-4 text-sm [overflow-wrap:anywhere]">{message.text}</pre>
      </section>
    </main>
  );
}
