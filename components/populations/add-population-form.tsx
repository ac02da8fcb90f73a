"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { ApiError, apiRequest, errorText } from "@/lib/client/api";
import type { PopulationJson, PopulationPreviewJson } from "@/lib/audits";
import type { PopulationSourceOption } from "@/lib/integrations";
import { labelOptions } from "@/lib/format/labels";
import { REGISTER_POPULATION_KINDS } from "@/lib/vocabulary";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { ColumnMapping, type Mapping } from "./column-mapping";
import { IntegrationSource } from "./integration-source";
import { CONTROL_FREQUENCY_LABELS, POPULATION_KIND_LABELS } from "@/lib/format/labels";
import { PopulationRowsTable } from "./population-rows-table";
import { RowErrors } from "./row-errors";

interface Props {
  auditId: string;
  /** The audit's controls in scope (an excluded control is never sampled). */
  controls: { control_id: string; title: string }[];
  /** The account's integrations that can give a population; none: only a CSV can be added. */
  sources: PopulationSourceOption[];
}

const LABEL = "mb-1 block text-sm font-medium text-slate-700";

const ORIGIN_LABELS = { csv: "Upload a CSV", integration: "An integration", register: "The product's registers" } as const;

/** The API takes a mapping's optional fields as absent, not null. */
const mappingBody = (m: Mapping) => ({
  key: m.key,
  ...(m.occurred_at ? { occurred_at: m.occurred_at } : {}),
  ...(m.owner_email ? { owner_email: m.owner_email } : {}),
});

/**
 * Add a population from a CSV read in the browser: the file is checked by the preview route as soon as it is chosen
 * (and again whenever a column's mapping changes), showing the mapping, the first rows and every problem by line;
 * only a file without problems can be added. Or read it from an integration that knows the kind.
 */
export function AddPopulationForm({ auditId, controls, sources }: Props) {
  const router = useRouter();
  const id = useId();
  const [origin, setOrigin] = useState<"csv" | "integration" | "register">("csv");
  const [integrationId, setIntegrationId] = useState("");
  const [kind, setKind] = useState("other");
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const preview = useMutation({
    mutationFn: (input: { csv: string; mapping?: Mapping }) =>
      apiRequest<PopulationPreviewJson>(`/api/v1/audits/${auditId}/populations/preview`, {
        body: { csv: input.csv, ...(input.mapping ? { mapping: mappingBody(input.mapping) } : {}) },
      }),
    onSuccess: (p) => setMapping(p.mapping),
  });
  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) => apiRequest<PopulationJson>(`/api/v1/audits/${auditId}/populations`, { body }),
    onSuccess: (p) => router.push(`/audits/${auditId}/populations/${p.id}`),
  });
  const fieldErrors = create.error instanceof ApiError ? create.error.fieldErrors() : {};
  const checked = preview.data;
  const fromIntegration = origin === "integration";
  const fromRegister = origin === "register";
  const source = sources.find((s) => s.id === integrationId);
  const ready = fromRegister
    ? true
    : fromIntegration
      ? source !== undefined
      : file !== null && checked !== undefined && checked.error_count === 0 && mapping !== null && !preview.isPending;
  const kindOptions = labelOptions(POPULATION_KIND_LABELS).filter((o) =>
    fromRegister ? (REGISTER_POPULATION_KINDS as readonly string[]).includes(o.value) : !fromIntegration || !source || source.kinds.includes(o.value),
  );

  function chooseIntegration(next: string) {
    create.reset();
    setIntegrationId(next);
    const kinds = sources.find((s) => s.id === next)?.kinds ?? [];
    if (kinds.length > 0 && !kinds.includes(kind as (typeof kinds)[number])) setKind(kinds[0]);
  }

  async function choose(chosen: File | undefined) {
    create.reset();
    setMapping(null);
    preview.reset();
    if (!chosen) return setFile(null);
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    preview.mutate({ csv: text });
  }

  return (
    <form
      aria-label="Add population"
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        const form = new FormData(e.currentTarget);
        const common = {
          control_id: String(form.get("control_id") ?? ""),
          name: String(form.get("name") ?? ""),
          kind,
          frequency: String(form.get("frequency") ?? ""),
        };
        if (fromRegister) create.mutate({ ...common, source: "register" });
        else if (fromIntegration) create.mutate({ ...common, source: "integration", integration_id: integrationId });
        else if (file && mapping) create.mutate({ ...common, source: "csv", csv: file.text, filename: file.name, mapping: mappingBody(mapping) });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-control`} className={LABEL}>
            Control
          </label>
          <select
            id={`${id}-control`}
            name="control_id"
            required
            defaultValue=""
            className={inputClass}
            aria-invalid={fieldErrors.control_id ? true : undefined}
          >
            <option value="" disabled>
              Choose the control it tests…
            </option>
            {controls.map((c) => (
              <option key={c.control_id} value={c.control_id}>
                {c.control_id} — {c.title}
              </option>
            ))}
          </select>
          {fieldErrors.control_id && (
            <p role="alert" className="mt-1 text-xs text-red-600">
              {fieldErrors.control_id}
            </p>
          )}
        </div>
        <Field label="Name" name="name" required maxLength={200} placeholder="New hires 2026" error={fieldErrors.name} />
        <div>
          <label htmlFor={`${id}-kind`} className={LABEL}>
            Kind
          </label>
          <select id={`${id}-kind`} name="kind" required value={kind} onChange={(e) => setKind(e.currentTarget.value)} className={inputClass}>
            {kindOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-frequency`} className={LABEL}>
            How often the control runs
          </label>
          <select id={`${id}-frequency`} name="frequency" required defaultValue="daily" aria-describedby={`${id}-frequency-hint`} className={inputClass}>
            {labelOptions(CONTROL_FREQUENCY_LABELS).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <p id={`${id}-frequency-hint`} className="mt-1 text-xs text-slate-500">
            Sets the recommended sample size.
          </p>
        </div>
      </div>

      <fieldset>
        <legend className={LABEL}>Rows from</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
          {(["csv", ...(sources.length > 0 ? (["integration"] as const) : []), "register"] as const).map((o) => (
            <label key={o} className="flex items-center gap-2">
              <input
                type="radio"
                name="origin"
                value={o}
                checked={origin === o}
                onChange={() => (create.reset(), setOrigin(o), o === "register" && setKind(REGISTER_POPULATION_KINDS[0]))}
              />
              {ORIGIN_LABELS[o]}
            </label>
          ))}
        </div>
      </fieldset>

      {fromRegister ? (
        <p className="text-sm text-slate-600">
          {kind === "incidents"
            ? "Every incident of the incident register detected inside the audit's period, oldest first."
            : kind === "new_hires"
              ? "Everyone on the People roster whose start date falls inside the audit's period."
              : "Everyone who left (People roster, former) with an end date inside the audit's period."}
        </p>
      ) : fromIntegration ? (
        <IntegrationSource sources={sources} value={integrationId} onChange={chooseIntegration} error={fieldErrors.integration_id ?? fieldErrors.kind} />
      ) : (
        <div>
          <label htmlFor={`${id}-file`} className={LABEL}>
            CSV file
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-file-hint`}
            className={
              "block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white " +
              "file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-slate-50"
            }
            onChange={(e) => void choose(e.currentTarget.files?.[0])}
          />
          <p id={`${id}-file-hint`} className="mt-1 text-xs text-slate-500">
            One row per item, with a header row; dates as YYYY-MM-DD or ISO 8601, inside the audit period.
          </p>
        </div>
      )}

      {origin === "csv" && preview.isPending && (
        <p className="text-sm text-slate-600" role="status">
          Checking the file…
        </p>
      )}
      <FormAlert>{preview.error ? errorText(preview.error) : null}</FormAlert>

      {origin === "csv" && checked && file && (
        <section aria-label="Preview" className="space-y-4 rounded-md border border-slate-200 bg-slate-50/60 p-3 sm:p-4">
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">{file.name}</span>: {checked.row_count.toLocaleString("en")} rows, {checked.headers.length} columns.
          </p>
          {mapping && (
            <ColumnMapping
              headers={checked.headers}
              mapping={mapping}
              suggested={checked.mapping_suggested}
              disabled={preview.isPending}
              onChange={(next) => {
                setMapping(next);
                preview.mutate({ csv: file.text, mapping: next });
              }}
            />
          )}
          <RowErrors preview={checked} />
          {checked.rows.length > 0 && (
            <div className="space-y-2">
              <h3 className="text-sm font-medium text-slate-900">First {checked.rows.length} rows as they will be stored</h3>
              {/* Scrolls on its own so the form's button stays near on a phone, where each row is a card. */}
              <div className="max-h-[28rem] overflow-y-auto rounded-lg">
                <PopulationRowsTable rows={checked.rows} columns={checked.columns} caption="First rows of the file" />
              </div>
            </div>
          )}
        </section>
      )}

      <FormAlert>
        {create.error && !fieldErrors.control_id && !fieldErrors.name && !fieldErrors.integration_id && !fieldErrors.kind ? errorText(create.error) : null}
      </FormAlert>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!ready || create.isPending}>
          {create.isPending ? (fromIntegration ? "Reading the integration…" : "Adding…") : "Add population"}
        </Button>
        {!ready && (
          <span className="text-xs text-slate-500">
            {fromIntegration
              ? "Choose the integration."
              : checked && checked.error_count > 0
                ? "Fix the file and choose it again."
                : "Choose a file to check it first."}
          </span>
        )}
      </div>
    </form>
  );
}
