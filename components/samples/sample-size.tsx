import type { SampleJson } from "@/lib/audits";

/** "25 of 500 (recommended 25)"; a size the auditor overrode shows the recommendation and why. */
export function SampleSize({
  sample,
  showReason = false,
}: {
  sample: Pick<SampleJson, "size" | "recommended_size" | "population_row_count" | "override_reason">;
  showReason?: boolean;
}) {
  const overridden = sample.size !== sample.recommended_size;
  return (
    <span className="block">
      <span className="font-medium text-slate-900">{sample.size}</span>
      <span className="text-slate-600"> of {sample.population_row_count.toLocaleString("en")}</span>
      <span className={overridden ? "text-amber-700" : "text-slate-500"}> · recommended {sample.recommended_size}</span>
      {showReason && overridden && sample.override_reason && <span className="mt-0.5 block text-xs text-slate-600">Override: {sample.override_reason}</span>}
    </span>
  );
}
