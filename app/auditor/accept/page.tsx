import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { formatWait } from "@/lib/client/sign-in-errors";
import { acceptInvitationAction } from "../actions";
import { buttonClass } from "@/components/ui/button";

export const metadata: Metadata = { title: "Accept invitation", referrer: "no-referrer" };

const ERRORS: Record<string, string> = {
  unauthorized: "This invitation link is invalid, already used or expired. Ask the organisation that invited you for a new invitation.",
  validation_failed: "This invitation link is incomplete. Open the link from the e-mail again.",
  plan_upgrade_required: "The organisation's plan does not include audits at the moment. Contact them to continue.",
  audit_complete: "This audit is already complete.",
  rate_limited: "Too many attempts; wait a minute and try again.",
};

export default async function AcceptInvitationPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { token, error, retryAfter } = await searchParams;
  const wait = Number(retryAfter);
  return (
    <div className="mx-auto max-w-lg">
      <Card title="Audit invitation">
        {error ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {error === "rate_limited" && Number.isInteger(wait) && wait > 0
              ? `Too many attempts; try again in ${formatWait(wait)}.`
              : (ERRORS[error] ?? "The invitation could not be accepted. Try again later.")}
          </p>
        ) : token ? (
          <form action={acceptInvitationAction} className="space-y-4">
            <p className="text-sm text-slate-700">
              You have been invited to review an audit. Accepting signs you in to the auditor portal on this browser for 7 days. The link works once.
            </p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={buttonClass("primary")}>
              Accept invitation and open the audit
            </button>
          </form>
        ) : (
          <p role="alert" className="text-sm text-slate-700">
            Open the invitation link from your e-mail to continue.
          </p>
        )}
      </Card>
    </div>
  );
}
