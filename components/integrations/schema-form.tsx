"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { fieldName } from "./format";

/**
 * Forms drawn from a provider's JSON Schema (GET /api/v1/integrations/providers: `configSchema`,
 * `credentialSchema`, generated from the connectors' zod schemas). What the connectors use is covered:
 * strings (enums as selects, long ones as text areas), integers and numbers (defaults filled in), booleans,
 * arrays of strings (one per line), nested objects (a fieldset, sent only when filled in) and arrays of
 * objects (a small repeatable-row editor, e.g. the custom provider's resource types).
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  default?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}

/** What the inputs hold: strings for text, numbers and line lists; booleans; nested drafts; rows. */
export type Draft = Record<string, unknown>;
type Row = Record<string, string>;

const kindOf = (s: JsonSchema): "object" | "rows" | "lines" | "boolean" | "number" | "enum" | "text" => {
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  if (type === "object" && s.properties) return "object";
  if (type === "array") return s.items?.type === "object" && s.items.properties ? "rows" : "lines";
  if (type === "boolean") return "boolean";
  if (type === "integer" || type === "number") return "number";
  if (Array.isArray(s.enum)) return "enum";
  return "text";
};

export const schemaProperties = (schema: JsonSchema) => Object.entries(schema.properties ?? {});

/** The inputs' starting values: the stored value when editing, else the schema's defaults. */
export function initialDraft(schema: JsonSchema, value: Record<string, unknown> = {}): Draft {
  const draft: Draft = {};
  for (const [key, prop] of schemaProperties(schema)) {
    const current = value[key] ?? prop.default;
    switch (kindOf(prop)) {
      case "object":
        draft[key] = initialDraft(prop, isRecord(current) ? current : {});
        break;
      case "rows":
        draft[key] = Array.isArray(current) ? current.filter(isRecord).map((r) => rowOf(prop.items!, r)) : [rowOf(prop.items!, {})];
        break;
      case "lines":
        draft[key] = Array.isArray(current) ? current.map(String).join("\n") : "";
        break;
      case "boolean":
        draft[key] = current === true;
        break;
      default:
        draft[key] = current === undefined || current === null ? "" : String(current);
    }
  }
  return draft;
}

function rowOf(items: JsonSchema, value: Record<string, unknown>): Row {
  return Object.fromEntries(
    schemaProperties(items).map(([k, p]) => [
      k,
      value[k] === undefined || value[k] === null ? (p.default === undefined ? "" : String(p.default)) : String(value[k]),
    ]),
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The JSON the API takes: empty inputs are left out (the schema's defaults and optional fields apply). */
export function draftToValue(schema: JsonSchema, draft: Draft): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of schemaProperties(schema)) {
    const v = draft[key];
    switch (kindOf(prop)) {
      case "object": {
        const nested = draftToValue(prop, isRecord(v) ? v : {});
        if (Object.keys(nested).length > 0) out[key] = nested;
        break;
      }
      case "rows": {
        const rows = (Array.isArray(v) ? (v as Row[]) : [])
          .map((r) =>
            Object.fromEntries(
              Object.entries(r)
                .map(([k, x]) => [k, x.trim()])
                .filter(([, x]) => x !== ""),
            ),
          )
          .filter((r) => Object.keys(r).length > 0);
        if (rows.length > 0) out[key] = rows;
        break;
      }
      case "lines": {
        const lines = String(v ?? "")
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter(Boolean);
        if (lines.length > 0) out[key] = lines;
        break;
      }
      case "boolean":
        out[key] = v === true;
        break;
      case "number": {
        const text = String(v ?? "").trim();
        if (text !== "") out[key] = Number.isFinite(Number(text)) ? Number(text) : text;
        break;
      }
      default: {
        // Keys and certificates keep their line breaks; other text is trimmed.
        const text = String(v ?? "");
        if (text.trim() !== "") out[key] = isLong(prop) ? text.trim() + (text.includes("\n") ? "\n" : "") : text.trim();
      }
    }
  }
  return out;
}

const isLong = (s: JsonSchema) => (s.maxLength ?? 0) >= 5000;

/** The first error at `path` or below it (a list's `config.urls.2` shows on the list). */
export function errorAt(errors: Readonly<Record<string, string>>, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const below = Object.keys(errors).find((p) => p.startsWith(`${path}.`));
  return below ? errors[below] : undefined;
}

interface FieldsProps {
  schema: JsonSchema;
  /** The API's name of this part of the body: `config` or `credentials` (errors arrive as `config.<field>`). */
  path: string;
  draft: Draft;
  onChange: (next: Draft) => void;
  errors: Readonly<Record<string, string>>;
  /** Credentials: password inputs, never autofilled. */
  secret?: boolean;
}

/** The inputs of one JSON Schema object, in the schema's order. */
export function SchemaFields({ schema, path, draft, onChange, errors, secret = false }: FieldsProps) {
  const required = new Set(schema.required ?? []);
  const entries = schemaProperties(schema);
  if (entries.length === 0) return null;
  return (
    <div className="grid gap-4">
      {entries.map(([key, prop]) => (
        <SchemaField
          key={key}
          sole={entries.length === 1}
          name={key}
          schema={prop}
          path={`${path}.${key}`}
          required={required.has(key)}
          value={draft[key]}
          onChange={(v) => onChange({ ...draft, [key]: v })}
          errors={errors}
          secret={secret}
        />
      ))}
    </div>
  );
}

function SchemaField({
  sole,
  name,
  schema,
  path,
  required,
  value,
  onChange,
  errors,
  secret,
}: {
  /** The schema's only field: the form's own heading already names it, so a list's legend is for screen readers. */
  sole: boolean;
  name: string;
  schema: JsonSchema;
  path: string;
  required: boolean;
  value: unknown;
  onChange: (v: unknown) => void;
  errors: Readonly<Record<string, string>>;
  secret: boolean;
}) {
  const id = useId();
  const kind = kindOf(schema);
  const optional = !required && schema.default === undefined;
  const label = `${fieldName(name)}${kind === "lines" ? " (one per line)" : ""}${optional ? " (optional)" : ""}`;
  const error = kind === "object" || kind === "rows" ? errors[path] : errorAt(errors, path);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [schema.description ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  const common = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, "data-path": path } as const;

  const help = schema.description && (
    <p id={hintId} className="mt-1 text-xs text-slate-500">
      {schema.description}
    </p>
  );
  const problem = error && (
    <p id={errorId} role="alert" className="mt-1 text-xs text-red-600">
      {error}
    </p>
  );

  if (kind === "object") {
    return (
      <fieldset className="min-w-0 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-700">{label}</legend>
        {schema.description && <p className="mb-3 text-xs text-slate-500">{schema.description}</p>}
        {problem}
        <SchemaFields schema={schema} path={path} draft={isRecord(value) ? value : {}} onChange={onChange} errors={errors} secret={secret} />
      </fieldset>
    );
  }
  if (kind === "rows") {
    return (
      <RowsEditor
        name={name}
        label={label}
        hideLegend={sole}
        schema={schema}
        path={path}
        rows={Array.isArray(value) ? (value as Row[]) : []}
        onChange={onChange}
        errors={errors}
      />
    );
  }
  if (kind === "boolean") {
    return (
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" className="mt-0.5 h-4 w-4" checked={value === true} onChange={(e) => onChange(e.target.checked)} {...common} />
          <span className="font-medium">{fieldName(name)}</span>
        </label>
        {help}
        {problem}
      </div>
    );
  }

  const text = typeof value === "string" ? value : "";
  let control: React.ReactNode;
  if (kind === "enum") {
    control = (
      <select className={inputClass} value={text} onChange={(e) => onChange(e.target.value)} {...common}>
        {(optional || text === "") && <option value="">{optional ? "Not set" : "Choose…"}</option>}
        {schema.enum!.map((option) => (
          <option key={String(option)} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </select>
    );
  } else if (kind === "lines") {
    control = (
      <textarea className={`${inputClass} font-mono`} rows={4} value={text} onChange={(e) => onChange(e.target.value)} spellCheck={false} {...common} />
    );
  } else if (kind === "number") {
    control = (
      <input
        type="number"
        inputMode="numeric"
        className={inputClass}
        value={text}
        min={schema.minimum}
        max={schema.maximum}
        step={Array.isArray(schema.type) ? undefined : schema.type === "integer" ? 1 : "any"}
        onChange={(e) => onChange(e.target.value)}
        {...common}
      />
    );
  } else if (isLong(schema)) {
    control = (
      <textarea
        className={`${inputClass} font-mono text-xs`}
        rows={secret ? 4 : 3}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={false}
        autoComplete="off"
        {...common}
      />
    );
  } else {
    const type = secret ? "password" : schema.format === "uri" ? "url" : schema.format === "email" ? "email" : "text";
    control = (
      <input
        type={type}
        className={inputClass}
        value={text}
        maxLength={schema.maxLength}
        autoComplete={secret ? "new-password" : "off"}
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        {...common}
      />
    );
  }
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {control}
      {help}
      {problem}
    </div>
  );
}

/** A list of small objects edited as rows: add, change and remove, each input labelled. */
function RowsEditor({
  name,
  label,
  hideLegend,
  schema,
  path,
  rows,
  onChange,
  errors,
}: {
  name: string;
  label: string;
  hideLegend: boolean;
  schema: JsonSchema;
  path: string;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  errors: Readonly<Record<string, string>>;
}) {
  const items = schema.items!;
  const required = new Set(items.required ?? []);
  const props = schemaProperties(items);
  const noun = fieldName(name).toLowerCase().replace(/s$/, "");
  const baseId = useId();
  const set = (i: number, key: string, v: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  return (
    <fieldset className="@container min-w-0" data-path={path}>
      <legend className={hideLegend ? "sr-only" : "mb-1 text-sm font-medium text-slate-700"}>{label}</legend>
      {schema.description && <p className="mb-2 text-xs text-slate-500">{schema.description}</p>}
      {errors[path] && (
        <p role="alert" className="mb-2 text-xs text-red-600">
          {errors[path]}
        </p>
      )}
      <ol className="space-y-3">
        {rows.map((row, i) => (
          <li key={i} className="rounded-md border border-slate-200 bg-slate-50 p-3" aria-label={`${fieldName(noun)} ${i + 1}`}>
            <div className="grid gap-3 @lg:grid-cols-[1fr_1fr_2fr]">
              {props.map(([key, prop]) => {
                const id = `${baseId}-${i}-${key}`;
                const error = errorAt(errors, `${path}.${i}.${key}`);
                const optional = !required.has(key);
                return (
                  <div key={key} className="min-w-0">
                    <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
                      {fieldName(key)}
                      {optional ? " (optional)" : ""}
                    </label>
                    <input
                      id={id}
                      className={inputClass}
                      value={row[key] ?? ""}
                      maxLength={prop.maxLength}
                      spellCheck={key !== "type"}
                      onChange={(e) => set(i, key, e.target.value)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : prop.description ? `${id}-hint` : undefined}
                      data-path={`${path}.${i}.${key}`}
                    />
                    {prop.description && !error && (
                      <p id={`${id}-hint`} className="mt-1 break-words text-xs text-slate-500">
                        {row[key] && prop.description.includes(`<${key}>`) ? prop.description.replace(`<${key}>`, row[key]) : prop.description}
                      </p>
                    )}
                    {error && (
                      <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-600">
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
            {rows.length > 1 && (
              <Button
                variant="ghost"
                className="mt-2 px-2 py-1 text-xs"
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
                aria-label={`Remove ${noun} ${i + 1}`}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ol>
      <Button variant="secondary" className="mt-3" onClick={() => onChange([...rows, rowOf(items, {})])}>
        Add a {noun}
      </Button>
    </fieldset>
  );
}
