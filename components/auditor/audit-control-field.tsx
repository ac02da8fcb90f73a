"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiAll } from "@/lib/client/api";
import type { AuditorControlJson } from "@/lib/audits";
import { ControlSearch } from "@/components/ui/control-search";

/**
 * The `control_id` field of an auditor's form. On a control's own row the control is given and sent as is;
 * elsewhere the auditor picks one of the audit's controls by id or title instead of typing an id.
 * `clearedAt` is the time of the last successful send (0 otherwise): a new one clears the pick with the rest of the form,
 * while a failed send keeps it so the auditor only fixes what the error names.
 */
export function AuditControlField({ defaultControlId, error, clearedAt }: { defaultControlId?: string; error?: string; clearedAt: number }) {
  const [picked, setPicked] = useState<{ controlId: string; title: string } | null>(null);
  const [seen, setSeen] = useState(clearedAt);
  if (clearedAt !== 0 && clearedAt !== seen) {
    setSeen(clearedAt);
    setPicked(null);
  }
  const controls = useQuery({
    queryKey: ["auditor-controls"],
    enabled: !defaultControlId,
    staleTime: 60_000,
    queryFn: () => apiAll<AuditorControlJson>("/api/v1/auditor/controls"),
  });
  if (defaultControlId) return <input type="hidden" name="control_id" value={defaultControlId} />;
  return (
    <div className="text-xs">
      <input type="hidden" name="control_id" value={picked?.controlId ?? ""} />
      {picked ? (
        <p className="text-sm">
          <span className="font-medium text-slate-700">Control:</span> {picked.controlId} — {picked.title}{" "}
          <button type="button" className="text-xs text-brand-600 underline" onClick={() => setPicked(null)}>
            Change
          </button>
        </p>
      ) : (
        <ControlSearch
          label="Control"
          controls={(controls.data ?? []).map((c) => ({ controlId: c.control_id, title: c.title }))}
          loading={controls.isLoading}
          error={error ?? (controls.isError ? "The audit's controls could not be loaded; reload the page." : undefined)}
          onPick={setPicked}
        />
      )}
    </div>
  );
}
