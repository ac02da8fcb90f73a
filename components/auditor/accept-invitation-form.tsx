"use client";

import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/client/api";
import { formatWait } from "@/lib/client/sign-in-errors";
import { entryError, useEnterPortal } from "./enter-portal";

const ERRORS: Record<string, string> = {
  unauthorized: "This invitation link is invalid, already used or expired. Ask the organisation that invited you for a new invitation.",
  validation_failed: "This invitation link is incomplete. Open the link from the e-mail again.",
  plan_upgrade_required: "The organisation's plan does not include audits at the moment. Contact them to continue.",
  audit_complete: "This audit is already complete.",
  rate_limited: "Too many attempts; wait a minute and try again.",
};

function waitOf(error: unknown): number | undefined {
  const wait = error instanceof ApiError && error.code === "rate_limited" ? (error.details as { retryAfter?: unknown } | undefined)?.retryAfter : undefined;
  return typeof wait === "number" && Number.isInteger(wait) && wait > 0 ? wait : undefined;
}

/**
 * Exchanges the magic-link token when the auditor presses the button, never on loading the page, so a mail scanner
 * fetching the link cannot use it up. The answer's cookie signs this browser in to the portal.
 */
export function AcceptInvitationForm({ token }: { token: string }) {
  const accept = useEnterPortal("/api/v1/auditor/accept-invitation");
  const wait = waitOf(accept.error);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        accept.mutate({ token });
      }}
    >
      <p className="text-sm text-slate-700">
        You have been invited to review an audit. Accepting signs you in to the auditor portal on this browser for 7 days. The link works once.
      </p>
      {accept.error && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {wait
            ? `Too many attempts; try again in ${formatWait(wait)}.`
            : entryError(accept.error, ERRORS, "The invitation could not be accepted. Try again later.")}
        </p>
      )}
      <Button type="submit" disabled={accept.isPending || accept.isSuccess}>
        Accept invitation and open the audit
      </Button>
    </form>
  );
}
