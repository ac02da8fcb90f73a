"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import type { ControlFields, StandardMapping } from "@/lib/custom-frameworks";
import { MappingPicker } from "./mapping-picker";

export interface ControlFormProps {
  initial?: Partial<ControlFields>;
  submitLabel: string;
  pending: boolean;
  /** Field errors by path (e.g. `title`, `standard_mappings.0.controlId`). */
  errors: Record<string, string>;
  formError?: string;
  frameworks: { id: string; name: string }[];
  onSubmit: (fields: ControlFields) => void;
  onCancel?: () => void;
}

/** The fields of one control, used inline to add a control and to edit one. */
export function ControlForm({ initial = {}, submitLabel, pending, errors, formError, frameworks, onSubmit, onCancel }: ControlFormProps) {
  const [label, setLabel] = useState(initial.control_id_label ?? "");
  const [title, setTitle] = useState(initial.title ?? "");
  const [description, setDescription] = useState(initial.description ?? "");
  const [category, setCategory] = useState(initial.category ?? "");
  const [evidence, setEvidence] = useState(initial.evidence_requirements ?? "");
  const [test, setTest] = useState(initial.test_criteria ?? "");
  const [mappings, setMappings] = useState<StandardMapping[]>(initial.standard_mappings ?? []);
  const ids = { d: useId(), e: useId(), t: useId() };
  const mappingErrors = Object.entries(errors).filter(([p]) => p.startsWith("standard_mappings"));

  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({
          control_id_label: label,
          title,
          description: description.trim() ? description : null,
          category: category.trim() ? category : null,
          evidence_requirements: evidence.trim() ? evidence : null,
          test_criteria: test.trim() ? test : null,
          standard_mappings: mappings,
        });
      }}
    >
      <Field label="Control ID" required value={label} onChange={(e) => setLabel(e.target.value)} error={errors.control_id_label} placeholder="AC-01" />
      <Field label="Title" required value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} />
      <div className="sm:col-span-2">
        <label htmlFor={ids.d} className="mb-1 block text-sm font-medium text-slate-700">
          Description
        </label>
        <textarea id={ids.d} rows={4} className={inputClass} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <Field label="Category" value={category} onChange={(e) => setCategory(e.target.value)} error={errors.category} />
      <div>
        <label htmlFor={ids.e} className="mb-1 block text-sm font-medium text-slate-700">
          Evidence requirements
        </label>
        <textarea id={ids.e} rows={3} className={inputClass} value={evidence} onChange={(e) => setEvidence(e.target.value)} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={ids.t} className="mb-1 block text-sm font-medium text-slate-700">
          Test criteria (pass/fail)
        </label>
        <textarea id={ids.t} rows={3} className={inputClass} value={test} onChange={(e) => setTest(e.target.value)} />
      </div>
      <div className="sm:col-span-2">
        <MappingPicker value={mappings} onChange={setMappings} query={{ title, description, category }} frameworks={frameworks} />
        {mappingErrors.map(([p, m]) => (
          <p key={p} role="alert" className="mt-1 text-xs text-red-600">
            {p}: {m}
          </p>
        ))}
      </div>
      <div className="sm:col-span-2 flex items-center gap-2">
        <Button type="submit" disabled={pending || !label.trim() || !title.trim()}>
          {pending ? "Saving…" : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        {formError && (
          <p role="alert" className="text-sm text-red-600">
            {formError}
          </p>
        )}
      </div>
    </form>
  );
}
