"use client";

import { Button } from "@/components/ui/button";
import { entryError, useEnterPortal } from "./enter-portal";

const ERRORS: Record<string, string> = {
  conflict: "That invitation has expired: ask the audited company for a new one.",
  not_found: "You are not invited to that audit.",
  plan_upgrade_required: "That company's plan no longer includes audits.",
};

/** Enters another audit the auditor's address is invited to: its own token replaces the portal's cookie. */
export function SwitchAuditButton({ auditId, label }: { auditId: string; label: string }) {
  const enter = useEnterPortal(`/api/v1/auditor/audits/${auditId}/switch`);
  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="secondary" disabled={enter.isPending || enter.isSuccess} onClick={() => enter.mutate(undefined)}>
        {label}
      </Button>
      {enter.error && (
        <span role="alert" className="text-xs text-red-600">
          {entryError(enter.error, ERRORS, "That audit could not be opened.")}
        </span>
      )}
    </div>
  );
}
