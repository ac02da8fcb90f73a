import { CONTROL_STATUS_LABEL } from "./labels";

/** GET form that filters a control list by review status (`name` is the query parameter). */
export function ControlStatusFilter({ name, value, className = "mb-3" }: { name: string; value?: string; className?: string }) {
  return (
    <form method="get" className={`${className} flex items-end gap-3`} aria-label="Filter controls">
      <label className="text-sm text-slate-700">
        Status
        <select name={name} defaultValue={value ?? ""} className="ml-2 rounded-md border border-slate-300 px-2 py-1 text-sm">
          <option value="">All</option>
          {Object.entries(CONTROL_STATUS_LABEL).map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-md border border-slate-300 bg-white px-3 py-1 text-sm hover:bg-slate-50">
        Apply
      </button>
    </form>
  );
}
