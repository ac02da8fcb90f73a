import { inputClass } from "@/components/ui/field";

interface Props {
  type: "type_i" | "type_ii";
  /** API field errors by name (period_start, period_end, as_of). */
  errors?: Record<string, string>;
  /** Stored dates (YYYY-MM-DD) when editing. */
  initial?: { period_start: string | null; period_end: string | null; as_of: string | null };
  /** Keeps ids unique when the fields appear twice on a page. */
  idPrefix?: string;
}

/**
 * What the audit attests to: a Type II audit's observation period (both ends), a Type I audit's as-of date
 * (docs/api.md §8). Inputs named as the API's fields, so a form reads them with FormData.
 */
export function AuditPeriodFields({ type, errors = {}, initial, idPrefix = "" }: Props) {
  const fields =
    type === "type_ii"
      ? [
          { name: "period_start", label: "Period start" },
          { name: "period_end", label: "Period end" },
        ]
      : [{ name: "as_of", label: "As-of date" }];
  return (
    <fieldset>
      <legend className="block text-sm font-medium text-slate-900">{type === "type_ii" ? "Observation period" : "As-of date"}</legend>
      <p className="mt-0.5 text-xs text-slate-500">
        {type === "type_ii"
          ? "The days the auditor tests the controls' operation over, inclusive (UTC)."
          : "The date the auditor attests the controls' design at (UTC)."}
      </p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {fields.map((f) => (
          <div key={f.name}>
            <label htmlFor={`${idPrefix}${f.name}`} className="block text-xs font-medium text-slate-700">
              {f.label}
            </label>
            <input
              id={`${idPrefix}${f.name}`}
              name={f.name}
              type="date"
              required
              defaultValue={initial?.[f.name as keyof NonNullable<Props["initial"]>] ?? ""}
              aria-invalid={errors[f.name] ? true : undefined}
              className={`${inputClass} mt-1`}
            />
            {errors[f.name] && (
              <p className="mt-1 text-xs text-red-600" role="alert">
                {errors[f.name]}
              </p>
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
