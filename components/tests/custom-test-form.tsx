"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { ControlPicker, type PickedControl } from "@/components/ui/control-picker";
import { Field, inputClass } from "@/components/ui/field";
import { ApiError, apiRequest } from "@/lib/client/api";
import { labelOptions } from "@/lib/format/labels";
import { TEST_SEVERITY_LABELS } from "@/lib/vocabulary";
import type { TestResponse } from "@/lib/integrations";
import { ReadOnlyNote, gated } from "@/components/ui/role";

export interface ResourceTypeOption {
  type: string;
  label: string;
  /** Which system it comes from ("GitHub", "Your custom types"), for the select's groups. */
  group: string;
  /** Attribute → what it holds, when the connector declares them. */
  attributes: Record<string, string>;
}

const OTHER = "__other__";

const keyFromTitle = (title: string) =>
  title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 60);

function TextArea({
  label,
  hint,
  error,
  value,
  onChange,
  rows = 3,
  mono = false,
  describedBy,
}: {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (v: string) => void;
  rows?: number;
  mono?: boolean;
  describedBy?: string;
}) {
  const id = useId();
  const ids = [error ? `${id}-error` : hint ? `${id}-hint` : "", describedBy ?? ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={`${inputClass} ${mono ? "font-mono text-xs" : ""}`}
        value={value}
        spellCheck={!mono}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Write or edit a custom test: a CEL expression over one resource type that is true when a resource passes.
 * The key and resource type are fixed once created (the API refuses to change them).
 */
function CustomTestFormUngated({ types, initial }: { types: ResourceTypeOption[]; initial?: TestResponse }) {
  const router = useRouter();
  const editing = initial !== undefined;
  const [title, setTitle] = useState(initial?.title ?? "");
  const [key, setKey] = useState(initial ? initial.id.replace(/^custom\./, "") : "");
  const [keyTouched, setKeyTouched] = useState(editing);
  const [typeChoice, setTypeChoice] = useState(initial?.resourceType ?? types[0]?.type ?? OTHER);
  const [otherType, setOtherType] = useState("");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [rationale, setRationale] = useState(initial?.rationale ?? "");
  const [expression, setExpression] = useState(initial?.expression ?? "");
  const [appliesWhen, setAppliesWhen] = useState(initial?.appliesWhen ?? "");
  const [severity, setSeverity] = useState<string>(initial?.severity ?? "medium");
  const [remediation, setRemediation] = useState(initial?.remediation.console ?? "");
  const [controls, setControls] = useState<PickedControl[]>(initial?.controls ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const typeSelectId = useId();
  const cheatId = useId();

  const resourceType = typeChoice === OTHER ? (otherType.trim() ? `custom.${otherType.trim().replace(/^custom\./, "")}` : "") : typeChoice;
  const chosen = types.find((t) => t.type === resourceType);

  const save = useMutation({
    mutationFn: () => {
      const common = {
        title: title.trim(),
        description: description.trim() || undefined,
        rationale: rationale.trim() || undefined,
        expression: expression.trim(),
        severity,
        remediation: remediation.trim() || undefined,
        controls,
      };
      if (editing) {
        return apiRequest<TestResponse>(`/api/v1/tests/${initial.id}`, {
          method: "PUT",
          body: {
            ...common,
            appliesWhen: appliesWhen.trim() || null,
            description: description.trim(),
            rationale: rationale.trim(),
            remediation: remediation.trim(),
          },
        });
      }
      return apiRequest<TestResponse>("/api/v1/tests", { body: { ...common, key: key.trim(), resourceType, appliesWhen: appliesWhen.trim() || undefined } });
    },
    onMutate: () => {
      setErrors({});
      setFormError(null);
    },
    onSuccess: (test) => {
      router.push(`/tests/${test.id}`);
      router.refresh();
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fieldErrors() : {};
      setErrors(fields);
      setFormError(Object.keys(fields).length === 0 ? error.message : "Check the fields marked above.");
    },
  });
  const groups = [...new Set(types.map((t) => t.group))];
  const controlError = Object.entries(errors).find(([path]) => path.startsWith("controls"))?.[1];

  return (
    <form
      className="space-y-5"
      aria-label={editing ? "Edit custom test" : "New custom test"}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Title"
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            if (!keyTouched) setKey(keyFromTitle(e.target.value));
          }}
          required
          maxLength={300}
          placeholder="e.g. Every HR system user has MFA"
          error={errors.title}
        />
        {editing ? (
          <div>
            <p className="mb-1 block text-sm font-medium text-slate-700">Key</p>
            <p className="break-all rounded-md bg-slate-50 px-3 py-2 font-mono text-sm text-slate-700">{initial.id}</p>
            <p className="mt-1 text-xs text-slate-500">Fixed once created.</p>
          </div>
        ) : (
          <Field
            label="Key"
            value={key}
            onChange={(e) => {
              setKey(e.target.value);
              setKeyTouched(true);
            }}
            required
            maxLength={100}
            spellCheck={false}
            hint={`Lower-case letters, digits and underscores. The test's id becomes custom.${key || "<key>"}.`}
            error={errors.key}
          />
        )}
      </div>

      {editing ? (
        <div>
          <p className="mb-1 text-sm font-medium text-slate-700">Resource type</p>
          <p className="text-sm text-slate-800">{chosen?.label ?? initial.resourceType}</p>
          <p className="mt-1 text-xs text-slate-500">Fixed once created: to check another type, write a new test.</p>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="min-w-0">
            <label htmlFor={typeSelectId} className="mb-1 block text-sm font-medium text-slate-700">
              Resource type
            </label>
            <select
              id={typeSelectId}
              className={inputClass}
              value={typeChoice}
              onChange={(e) => setTypeChoice(e.target.value)}
              aria-invalid={errors.resourceType && typeChoice !== OTHER ? true : undefined}
              aria-describedby={errors.resourceType && typeChoice !== OTHER ? `${typeSelectId}-error` : undefined}
            >
              {groups.map((group) => (
                <optgroup key={group} label={group}>
                  {types
                    .filter((t) => t.group === group)
                    .map((t) => (
                      <option key={t.type} value={t.type}>
                        {t.label}
                      </option>
                    ))}
                </optgroup>
              ))}
              <option value={OTHER}>Another custom type…</option>
            </select>
            {errors.resourceType && typeChoice !== OTHER && (
              <p id={`${typeSelectId}-error`} role="alert" className="mt-1 text-xs text-red-600">
                {errors.resourceType}
              </p>
            )}
          </div>
          {typeChoice === OTHER && (
            <Field
              label="Custom type"
              value={otherType}
              onChange={(e) => setOtherType(e.target.value)}
              placeholder="e.g. saas_user"
              spellCheck={false}
              hint={`As declared on a Custom resources integration; stored as custom.${otherType.trim().replace(/^custom\./, "") || "<type>"}.`}
              error={errors.resourceType}
            />
          )}
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-4">
          <TextArea
            label="Passes when (CEL expression)"
            value={expression}
            onChange={setExpression}
            rows={4}
            mono
            error={errors.expression}
            hint="True means the resource passes; false means it fails."
            describedBy={cheatId}
          />
          <TextArea
            label="Applies when (optional CEL expression)"
            value={appliesWhen}
            onChange={setAppliesWhen}
            rows={2}
            mono
            error={errors.appliesWhen}
            hint="When false, the resource is not applicable (neither passing nor failing). Leave empty to check every resource of the type."
          />
        </div>
        <aside id={cheatId} className="min-w-0 rounded-md border border-slate-200 bg-slate-50 p-3 text-xs text-slate-700" aria-label="CEL cheat-sheet">
          <p className="mb-2 font-semibold text-slate-800">CEL cheat-sheet</p>
          <ul className="space-y-1.5">
            <li>
              <code className="break-all font-mono text-brand-800">attributes.mfa == true</code> — an attribute has a value
            </li>
            <li>
              <code className="break-all font-mono text-brand-800">resource.name.startsWith(&quot;prod-&quot;)</code> — the resource&apos;s name (also{" "}
              <code className="font-mono">resource.externalId</code>, <code className="font-mono">resource.type</code>)
            </li>
            <li>
              <code className="break-all font-mono text-brand-800">has(attributes.owner)</code> — an attribute is present
            </li>
            <li>
              <code className="break-all font-mono text-brand-800">attributes.role != &quot;admin&quot; || attributes.mfa</code> — combine with{" "}
              <code className="font-mono">&amp;&amp;</code>, <code className="font-mono">||</code>, <code className="font-mono">!</code>
            </li>
            <li>
              <code className="break-all font-mono text-brand-800">attributes.groups.size() &lt; 5</code>,{" "}
              <code className="break-all font-mono text-brand-800">&quot;x&quot; in attributes.tags</code>
            </li>
          </ul>
          {chosen && Object.keys(chosen.attributes).length > 0 && (
            <details className="mt-3">
              <summary className="cursor-pointer font-semibold text-slate-800">Attributes of {chosen.label}</summary>
              <dl className="mt-2 space-y-1">
                {Object.entries(chosen.attributes).map(([name, what]) => (
                  <div key={name}>
                    <dt className="inline font-mono text-slate-900">{name}</dt>
                    <dd className="inline text-slate-600"> — {what}</dd>
                  </div>
                ))}
              </dl>
            </details>
          )}
        </aside>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="test-severity" className="mb-1 block text-sm font-medium text-slate-700">
            Severity
          </label>
          <select
            id="test-severity"
            className={inputClass}
            value={severity}
            onChange={(e) => setSeverity(e.target.value)}
            aria-describedby="test-severity-hint"
          >
            {labelOptions(TEST_SEVERITY_LABELS).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <p id="test-severity-hint" className="mt-1 text-xs text-slate-500">
            Sets the order on the tests list and the days to fix a failure (remediation deadlines).
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextArea label="What it checks (optional)" value={description} onChange={setDescription} error={errors.description} />
        <TextArea label="Why it matters (optional)" value={rationale} onChange={setRationale} error={errors.rationale} />
      </div>
      <TextArea
        label="How to fix (optional)"
        value={remediation}
        onChange={setRemediation}
        error={errors.remediation}
        hint="Steps someone can follow when it fails."
      />
      <ControlPicker label="Controls it evidences" value={controls} onChange={setControls} error={controlError} />

      {formError && (
        <p role="alert" className="text-sm text-red-600">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : editing ? "Save changes" : "Create test"}
        </Button>
        <ButtonLink href={editing ? `/tests/${initial.id}` : "/tests"} variant="ghost">
          Cancel
        </ButtonLink>
      </div>
      <p className="text-xs text-slate-500">It runs at once over the current resources of its type, then at every sync and push.</p>
    </form>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const CustomTestForm = gated("member", CustomTestFormUngated, <ReadOnlyNote>Writing custom tests needs the member role or higher.</ReadOnlyNote>);
