"use client";

import { useId } from "react";
import type { PopulationSourceOption } from "@/lib/integrations";
import { POPULATION_KIND_LABELS } from "@/lib/format/labels";
import { inputClass } from "@/components/ui/field";

const LABEL = "mb-1 block text-sm font-medium text-slate-700";

/**
 * The integration a population is read from. Identity providers give the users of their last sync; GitHub is asked
 * for the period's merged pull requests when the population is added, which can take a while for a large organization.
 */
export function IntegrationSource({
  sources,
  value,
  onChange,
  error,
}: {
  sources: PopulationSourceOption[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const id = useId();
  const chosen = sources.find((s) => s.id === value);
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        Integration
      </label>
      <select
        id={id}
        name="integration_id"
        required
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        className={inputClass}
      >
        <option value="" disabled>
          Choose the integration…
        </option>
        {sources.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} ({s.providerName})
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {chosen
          ? `Gives: ${chosen.kinds.map((k) => POPULATION_KIND_LABELS[k]).join(", ")}. Only items dated inside the period are taken.`
          : "Identity providers give the users of their last sync; GitHub gives the pull requests merged in the period."}
      </p>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
