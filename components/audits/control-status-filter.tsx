import { buttonClass } from "@/components/ui/button";
import { FilterSelect } from "@/components/ui/filter-select";
import { AUDIT_CONTROL_STATUS_LABELS } from "@/lib/vocabulary";

/** GET form that filters a control list by review status (`name` is the query parameter). */
export function ControlStatusFilter({ name, value, className = "mb-3" }: { name: string; value?: string; className?: string }) {
  return (
    <form method="get" className={`${className} flex items-end gap-3`} aria-label="Filter controls">
      <FilterSelect name={name} label="Status" options={AUDIT_CONTROL_STATUS_LABELS} value={value} allLabel="All" />
      <button type="submit" className={buttonClass("secondary")}>
        Apply
      </button>
    </form>
  );
}
