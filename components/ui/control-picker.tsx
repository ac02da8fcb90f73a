"use client";

import { useId, useState } from "react";
import { useControlTitles, useFrameworkControls, useFrameworkOptions } from "./control-catalog";
import { ControlSearch } from "./control-search";
import { inputClass } from "./field";

export interface PickedControl {
  framework: string;
  controlId: string;
}

interface Props {
  value: PickedControl[];
  onChange: (next: PickedControl[]) => void;
  label?: string;
  error?: string;
}

const keyOf = (c: PickedControl) => `${c.framework}\u0000${c.controlId}`;

/**
 * Choose controls the way a person names them: a framework by name, then a control by id or title.
 * The chosen ones show as chips ("SOC 2 · CC6.1 Logical access"); the value keeps the API's ids.
 */
export function ControlPicker({ value, onChange, label = "Controls", error }: Props) {
  const frameworks = useFrameworkOptions();
  const [frameworkId, setFrameworkId] = useState("");
  const current = frameworkId || frameworks.data?.[0]?.id || "";
  const controls = useFrameworkControls(current, frameworks.data);
  const titles = useControlTitles(
    value.map((c) => c.framework),
    frameworks.data,
  );
  const id = useId();
  const nameOf = (fw: string) => frameworks.data?.find((f) => f.id === fw)?.name ?? "Unknown framework";
  const chosen = new Set(value.filter((c) => c.framework === current).map((c) => c.controlId));

  return (
    <fieldset className="@container min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      {value.length === 0 ? (
        <p className="text-xs text-slate-500">None chosen yet: pick a framework, then search its controls.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={`Chosen ${label.toLowerCase()}`}>
          {value.map((c) => {
            const text = `${nameOf(c.framework)} · ${c.controlId}`;
            const title = titles.get(c.framework)?.get(c.controlId);
            return (
              <li key={keyOf(c)} className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-700">
                <span className="truncate" title={title ? `${text} ${title}` : text}>
                  {text}
                  {title ? ` ${title}` : ""}
                </span>
                <button
                  type="button"
                  className="ml-1 font-bold"
                  aria-label={`Remove ${text}`}
                  onClick={() => onChange(value.filter((v) => keyOf(v) !== keyOf(c)))}
                >
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
      <div className="mt-2 grid gap-2 @lg:grid-cols-2">
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
            Framework
          </label>
          <select id={id} className={inputClass} value={current} onChange={(e) => setFrameworkId(e.target.value)} disabled={!frameworks.data}>
            {!frameworks.data && <option value="">Loading frameworks…</option>}
            {frameworks.data?.some((f) => f.custom) ? (
              <>
                <optgroup label="Built-in">
                  {frameworks.data
                    .filter((f) => !f.custom)
                    .map((f) => (
                      <option key={f.id} value={f.id}>
                        {f.name}
                      </option>
                    ))}
                </optgroup>
                <optgroup label="Custom">
                  {frameworks.data
                    .filter((f) => f.custom)
                    .map((f) => (
                      <option key={f.id} value={f.id}>
                        {f.name}
                      </option>
                    ))}
                </optgroup>
              </>
            ) : (
              frameworks.data?.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))
            )}
          </select>
        </div>
        <ControlSearch
          label="Find a control"
          controls={controls.data ?? []}
          loading={controls.isLoading || frameworks.isLoading}
          error={frameworks.isError || controls.isError ? "The controls could not be loaded; reload the page." : undefined}
          chosen={chosen}
          onPick={(c) => onChange([...value, { framework: current, controlId: c.controlId }])}
        />
      </div>
    </fieldset>
  );
}
