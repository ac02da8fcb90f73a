"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { FrameworkMappingJson } from "@/lib/frameworks";
import { apiAll, errorText } from "@/lib/client/api";
import { MAPPING_RELATIONSHIP_LABELS } from "@/lib/format/labels";
import { frameworkName, type FrameworkName } from "@/lib/format/mapping-label";

export interface ControlMappingsProps {
  frameworkId: string;
  controlId: string;
  counts: { direct: number; derived: number };
  /** Built-in framework names, so a mapping reads "NIST SP 800-53 Rev. 5 AC-3". */
  frameworks: readonly FrameworkName[];
}

const relationshipText = (m: { relationship: FrameworkMappingJson["relationship"] }) => MAPPING_RELATIONSHIP_LABELS[m.relationship].toLowerCase();

/**
 * A built-in control's crosswalk mappings, loaded when opened: the official ones with the publication and its
 * version, and the derived ones apart, each saying which control the chain runs through.
 */
export function ControlMappings({ frameworkId, controlId, counts, frameworks }: ControlMappingsProps) {
  const [open, setOpen] = useState(false);
  const mappings = useQuery({
    queryKey: ["control-mappings", frameworkId, controlId],
    enabled: open,
    staleTime: Infinity,
    queryFn: () => apiAll<FrameworkMappingJson>(`/api/v1/frameworks/${encodeURIComponent(frameworkId)}/controls/${encodeURIComponent(controlId)}/mappings`),
  });
  const name = (ref: { framework: string; controlId: string }) => `${frameworkName(frameworks, ref.framework)} ${ref.controlId}`;
  const direct = mappings.data?.filter((m) => m.kind === "direct") ?? [];
  const derived = mappings.data?.filter((m) => m.kind === "derived") ?? [];

  return (
    <details className="mt-1 text-xs" onToggle={(e) => setOpen(e.currentTarget.open)} data-testid="control-mappings">
      <summary className="cursor-pointer text-brand-700 hover:underline">
        Mappings: {counts.direct} official{counts.derived > 0 ? ` · ${counts.derived} derived` : ""}
      </summary>
      {mappings.isLoading && <p className="mt-1 text-slate-500">Loading mappings…</p>}
      {mappings.isError && (
        <p role="alert" className="mt-1 text-red-600">
          {errorText(mappings.error)}
        </p>
      )}
      {direct.length > 0 && (
        <section className="mt-2">
          <h4 className="font-semibold text-slate-700">Official crosswalks</h4>
          <ul className="mt-1 space-y-1">
            {direct.map((m) => (
              <li key={`${m.to.framework}:${m.to.controlId}`} className="break-words text-slate-700">
                <span className="font-medium">{name(m.to)}</span> {m.to.title} · <span className="italic">{relationshipText(m)}</span>
                {m.provenance.source && (
                  <span className="block text-slate-500">
                    {m.provenance.source.name} ({m.provenance.source.version})
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {derived.length > 0 && (
        <section className="mt-2">
          <h4 className="font-semibold text-slate-700">Derived (computed from two crosswalks, not official)</h4>
          <ul className="mt-1 space-y-1">
            {derived.map((m) => (
              <li key={`${m.to.framework}:${m.to.controlId}:${m.via?.controlId}`} className="break-words text-slate-700">
                <span className="font-medium">{name(m.to)}</span> {m.to.title} ·{" "}
                <span className="rounded bg-amber-100 px-1 text-amber-800">derived via {m.via ? name(m.via) : "another control"}</span> ·{" "}
                <span className="italic">{relationshipText(m)}</span>
                {m.chain && (
                  <span className="block text-slate-500">
                    {m.chain.map((h) => `${name(h.from)} → ${name(h.to)}: ${h.source.name} (${h.source.version})`).join("; ")}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </details>
  );
}
