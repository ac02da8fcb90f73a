"use client";

import { useId, useState } from "react";
import { inputClass } from "./field";

export interface ControlOption {
  controlId: string;
  title: string;
}

interface Props {
  controls: ControlOption[];
  onPick: (control: ControlOption) => void;
  /** Controls already chosen: listed as such and not offered again. */
  chosen?: ReadonlySet<string>;
  label?: string;
  disabled?: boolean;
  loading?: boolean;
  error?: string;
}

const MAX_SHOWN = 8;

/** The controls whose id or title contains every word of the query, ignoring case. */
export function matchControls(controls: ControlOption[], query: string): ControlOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return controls;
  return controls.filter((c) => {
    const text = `${c.controlId} ${c.title}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** A search box over a framework's controls (by id and title) with the matches as buttons to pick. */
export function ControlSearch({ controls, onPick, chosen, label = "Find a control", disabled, loading, error }: Props) {
  const [query, setQuery] = useState("");
  const id = useId();
  const matches = matchControls(controls, query).filter((c) => !chosen?.has(c.controlId));
  const shown = matches.slice(0, MAX_SHOWN);
  const pick = (control: ControlOption) => {
    onPick(control);
    setQuery("");
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        className={inputClass}
        placeholder="Search by id or title, e.g. access review"
        value={query}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ""}`}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          // Enter picks the best match instead of submitting the surrounding form.
          if (e.key === "Enter") {
            e.preventDefault();
            if (query.trim() && shown[0]) pick(shown[0]);
          }
        }}
      />
      <p id={`${id}-help`} className="mt-1 text-xs text-slate-500">
        {loading
          ? "Loading controls…"
          : query.trim()
            ? `${matches.length} matching control${matches.length === 1 ? "" : "s"}; Enter picks the first.`
            : `${controls.length} controls; type to narrow them.`}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
      {!loading && query.trim() !== "" && shown.length > 0 && (
        <ul aria-label="Matching controls" className="mt-1 max-h-56 overflow-y-auto rounded-md border border-slate-200 bg-white text-sm">
          {shown.map((c) => (
            <li key={c.controlId}>
              <button type="button" className="w-full px-3 py-1.5 text-left hover:bg-brand-50 focus:bg-brand-50 focus:outline-none" onClick={() => pick(c)}>
                <span className="font-medium">{c.controlId}</span> <span className="text-slate-600">— {c.title}</span>
              </button>
            </li>
          ))}
          {matches.length > shown.length && <li className="px-3 py-1 text-xs text-slate-500">{matches.length - shown.length} more: keep typing to narrow.</li>}
        </ul>
      )}
    </div>
  );
}
