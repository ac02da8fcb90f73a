"use client";

import { useMutation } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import type { SampleDetailJson, SampleDrawJson } from "@/lib/audits";
import { apiRequest, errorText } from "@/lib/client/api";

type Sample = Pick<SampleDetailJson, "id" | "population" | "seed" | "size" | "override_reason" | "population_sha256" | "items">;

/** Where a re-performed draw and the recorded one part ways: positions whose rows differ, and any length change. */
function differences(recorded: number[], redrawn: number[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < Math.max(recorded.length, redrawn.length); i++) {
    if (recorded[i] !== redrawn[i]) out.push(`Item ${i + 1}: recorded row ${recorded[i] ?? "none"}, re-performed row ${redrawn[i] ?? "none"}`);
  }
  return out;
}

/**
 * Re-performs the sample: a dry run with its seed and size (docs/sampling.md) must give the same rows in the same
 * order from the same population. The recorded reason is passed along so a non-recommended size is accepted.
 */
export function ReperformSample({ sample }: { sample: Sample }) {
  const run = useMutation({
    mutationFn: () =>
      apiRequest<SampleDrawJson>(`/api/v1/auditor/populations/${sample.population.id}/samples`, {
        body: { dry_run: true, seed: sample.seed, size: sample.size, override_reason: sample.override_reason ?? `Re-performing sample ${sample.id}` },
      }),
  });
  const recorded = sample.items.map((i) => i.row_number);
  const redrawn = run.data?.items.map((i) => i.row_number) ?? [];
  const diff = run.data ? differences(recorded, redrawn) : [];
  const sameData = run.data ? run.data.population_sha256 === sample.population_sha256 : true;
  return (
    <div className="space-y-3">
      <Button variant="secondary" disabled={run.isPending} onClick={() => run.mutate()}>
        {run.isPending ? "Re-performing…" : "Re-perform"}
      </Button>
      <FormAlert>{run.error ? errorText(run.error) : null}</FormAlert>
      {run.data && (
        <div
          role="status"
          data-testid="reperform-result"
          className={`rounded-md p-3 text-sm ${diff.length === 0 && sameData ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`}
        >
          {diff.length === 0 ? (
            <p className="font-medium">
              Same {recorded.length} item{recorded.length === 1 ? "" : "s"} in the same order.
            </p>
          ) : (
            <>
              <p className="font-medium">
                The re-performed draw differs in {diff.length} place{diff.length === 1 ? "" : "s"}:
              </p>
              <ul className="mt-1 list-disc pl-5">
                {diff.slice(0, 20).map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </>
          )}
          <p className="mt-1 text-xs">
            {sameData
              ? "The population's SHA-256 is the one recorded at the draw."
              : "The population's SHA-256 is no longer the one recorded at the draw: its content changed."}
          </p>
        </div>
      )}
    </div>
  );
}
