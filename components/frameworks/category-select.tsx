import { inputClass } from "@/components/ui/field";
import { FRAMEWORK_CATEGORY_LABELS, labelOptions } from "@/lib/format/labels";

/** The framework category picker of the create and edit forms ("—" for none). */
export function CategorySelect({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        Category
      </label>
      <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">—</option>
        {labelOptions(FRAMEWORK_CATEGORY_LABELS).map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
