"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiAll } from "@/lib/client/api";
import type { AuditorControlJson } from "@/lib/audits";
import { ControlSearch, type ControlOption } from "@/components/ui/control-search";

/**
 * Several of the audit's controls for one request each: picked by id or title, listed with a remove button, and
 * sent as repeated hidden `control_id` inputs. `clearedAt` works as in AuditControlField: a new successful send
 * empties the pick, a failed one keeps it.
 */
export function AuditControlsField({ error, clearedAt }: { error?: string; clearedAt: number }) {
  const [picked, setPicked] = useState<ControlOption[]>([]);
  const [seen, setSeen] = useState(clearedAt);
  if (clearedAt !== 0 && clearedAt !== seen) {
    setSeen(clearedAt);
    setPicked([]);
  }
  const controls = useQuery({ queryKey: ["auditor-controls"], staleTime: 60_000, queryFn: () => apiAll<AuditorControlJson>("/api/v1/auditor/controls") });
  return (
    <div className="space-y-2 text-xs">
      {picked.map((c) => (
        <input key={c.controlId} type="hidden" name="control_id" value={c.controlId} />
      ))}
      <ControlSearch
        label={picked.length ? "Add another control" : "Controls"}
        controls={(controls.data ?? []).map((c) => ({ controlId: c.control_id, title: c.title }))}
        chosen={new Set(picked.map((c) => c.controlId))}
        loading={controls.isLoading}
        error={error ?? (controls.isError ? "The audit's controls could not be loaded; reload the page." : undefined)}
        onPick={(c) => setPicked((list) => [...list, c])}
      />
      {picked.length > 0 && (
        <ul aria-label="Chosen controls" className="flex flex-wrap gap-1.5">
          {picked.map((c) => (
            <li
              key={c.controlId}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-2 pr-1 text-brand-700 ring-1 ring-brand-100"
              title={c.title}
            >
              <span className="font-mono font-medium">{c.controlId}</span>
              <button
                type="button"
                aria-label={`Remove ${c.controlId}`}
                className="rounded-full px-1 text-brand-700 hover:bg-brand-100"
                onClick={() => setPicked((list) => list.filter((x) => x.controlId !== c.controlId))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
