import { inputClass } from "./field";

export type FilterOption = { value: string; label: string };

/**
 * A labelled <select> in a GET filter form: its `name` is the query parameter, its value survives the
 * reload through `defaultValue`, and `allLabel` (when given) is the empty "no filter" choice.
 * Options may be a value → label record (the vocabularies' label maps) or an ordered list.
 */
export function FilterSelect({
  name,
  label,
  options,
  value,
  allLabel,
  id = `filter-${name}`,
  hideLabel = false,
  className = "",
  disabled,
  onChange,
}: {
  name: string;
  label: string;
  options: Readonly<Record<string, string>> | readonly FilterOption[];
  value?: string | null;
  allLabel?: string;
  id?: string;
  hideLabel?: boolean;
  className?: string;
  disabled?: boolean;
  /** For a filter whose choice changes another's options (reload at once). */
  onChange?: React.ChangeEventHandler<HTMLSelectElement>;
}) {
  const list: readonly FilterOption[] = Array.isArray(options)
    ? options
    : Object.entries(options as Record<string, string>).map(([v, l]) => ({ value: v, label: l }));
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "mb-1 block text-xs font-medium text-slate-600"}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={inputClass} disabled={disabled} onChange={onChange}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
