"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Badge } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { FilterSelect, type FilterOption } from "@/components/ui/filter-select";
import { Can } from "@/components/ui/role";
import { apiRequest, errorText } from "@/lib/client/api";
import { labelOf, RISK_CATEGORY_LABELS, RISK_TREATMENT_LABELS } from "@/lib/format/labels";
import type { AddedLibraryRisksJson, RiskLibraryEntryJson } from "@/lib/risks";
import { ScorePill } from "./score";

/**
 * The library picker: every entry with its suggested score, treatment and controls, a box to choose it (entries already
 * in the register are marked, not offered), and "Add to register" for the chosen ones in one step.
 */
export function LibraryPicker({ entries, owners }: { entries: readonly RiskLibraryEntryJson[]; owners: FilterOption[] }) {
  const router = useRouter();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [ownerId, setOwnerId] = useState("");
  const add = useMutation({
    mutationFn: () => apiRequest<AddedLibraryRisksJson>("/api/v1/risks/library", { body: { ids: [...chosen], ownerId: ownerId || undefined } }),
    onSuccess: () => {
      setChosen(new Set());
      router.push("/risks");
      router.refresh();
    },
  });
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const available = entries.filter((e) => !e.inRegister);
  return (
    <div className="space-y-4">
      <Can role="member">
        <div className="sticky top-0 z-10 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
          <p className="text-sm text-slate-700" aria-live="polite">
            <span className="font-semibold">{chosen.size}</span> chosen
          </p>
          <Button variant="ghost" type="button" onClick={() => setChosen(new Set(available.map((e) => e.id)))}>
            Choose all {available.length}
          </Button>
          <FilterSelect
            name="ownerId"
            label="Owner of the risks added"
            options={owners}
            allLabel="Nobody yet"
            id="library-owner"
            onChange={(e) => setOwnerId(e.target.value)}
          />
          <Button type="button" className="ml-auto" disabled={chosen.size === 0 || add.isPending} onClick={() => add.mutate()}>
            {add.isPending ? "Adding…" : `Add ${chosen.size || ""} to register`.replace("  ", " ")}
          </Button>
          {add.error && (
            <p role="alert" className="w-full text-sm text-red-600">
              {errorText(add.error)}
            </p>
          )}
        </div>
      </Can>
      <ul className="grid gap-3 md:grid-cols-2" aria-label="Library risks">
        {entries.map((e) => (
          <li key={e.id} className={`rounded-lg border bg-white p-4 ${chosen.has(e.id) ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200"}`}>
            <label className="flex cursor-pointer gap-3">
              <Can role="member">
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4 shrink-0"
                  checked={chosen.has(e.id)}
                  disabled={e.inRegister}
                  onChange={() => toggle(e.id)}
                  aria-label={`Choose ${e.title}`}
                />
              </Can>
              <span className="min-w-0 space-y-1.5">
                <span className="block font-medium text-slate-900">{e.title}</span>
                <span className="flex flex-wrap items-center gap-1.5 text-xs">
                  <Badge>{labelOf(RISK_CATEGORY_LABELS, e.category)}</Badge>
                  <ScorePill score={e.inherentLikelihood * e.inherentImpact} max={25} />
                  <span className="text-slate-600">{labelOf(RISK_TREATMENT_LABELS, e.treatment)}</span>
                  {e.inRegister && <Badge tone="green">In the register</Badge>}
                </span>
                <span className="block text-sm text-slate-600">{e.description}</span>
                <span className="block text-xs text-slate-500">
                  {e.controls.map((c) => `${c.framework === "soc2" ? "SOC 2" : "ISO"} ${c.controlId}`).join(" · ")}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
