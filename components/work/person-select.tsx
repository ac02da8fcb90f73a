import { inputClass } from "@/components/ui/field";
import type { PersonJson } from "@/lib/work";

/** A labelled <select> of the account's active members, with a "nobody" choice. */
export function PersonSelect({
  id,
  label,
  people,
  value,
  onChange,
  disabled,
  noneLabel = "Nobody",
}: {
  id: string;
  label: string;
  people: PersonJson[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  noneLabel?: string;
}) {
  return (
    <label htmlFor={id} className="text-xs text-slate-700">
      {label}
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)} className={`${inputClass} mt-1 block`}>
        <option value="">{noneLabel}</option>
        {people.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name ? `${p.name} (${p.email})` : p.email}
          </option>
        ))}
      </select>
    </label>
  );
}
