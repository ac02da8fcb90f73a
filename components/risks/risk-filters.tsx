import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { FilterSelect, type FilterOption } from "@/components/ui/filter-select";
import { RISK_CATEGORY_LABELS } from "@/lib/format/labels";
import { RISK_STATUS_LABELS } from "@/lib/vocabulary";

/** The register's filters as the URL carries them (the query parameters of GET /api/v1/risks). */
export interface RiskFilterValues {
  q?: string;
  status?: string;
  category?: string;
  ownerId?: string;
  reviewOverdue?: string;
  basis?: string;
  likelihood?: string;
  impact?: string;
}

/**
 * Search and filters of the register as a GET form (the page parses them with the route's schema). A matrix cell chosen
 * on the heatmap rides along as hidden fields until cleared.
 */
export function RiskFilters({ basePath, values, owners }: { basePath: string; values: RiskFilterValues; owners: FilterOption[] }) {
  const cell = values.likelihood && values.impact;
  return (
    <form method="get" action={basePath} className="mb-4 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap" role="search" aria-label="Filter risks">
      <div className="col-span-2 sm:w-64">
        <label htmlFor="filter-q" className="mb-1 block text-xs font-medium text-slate-600">
          Search
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={values.q ?? ""} placeholder="Title or description" className={inputClass} />
      </div>
      <FilterSelect name="status" label="Status" options={RISK_STATUS_LABELS} value={values.status} allLabel="Any status" />
      <FilterSelect name="category" label="Category" options={RISK_CATEGORY_LABELS} value={values.category} allLabel="Any category" />
      <FilterSelect name="ownerId" label="Owner" options={owners} value={values.ownerId} allLabel="Anyone" />
      <FilterSelect name="reviewOverdue" label="Review" options={{ true: "Overdue", false: "Not overdue" }} value={values.reviewOverdue} allLabel="Any" />
      {cell && (
        <>
          <input type="hidden" name="basis" value={values.basis ?? "residual"} />
          <input type="hidden" name="likelihood" value={values.likelihood} />
          <input type="hidden" name="impact" value={values.impact} />
        </>
      )}
      <div className="col-span-2 flex gap-2">
        <button type="submit" className={buttonClass("secondary")}>
          Apply
        </button>
        <Link href={basePath} className={buttonClass("ghost")}>
          Clear
        </Link>
      </div>
    </form>
  );
}
