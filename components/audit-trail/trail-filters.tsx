import { Button, buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { FilterSelect, type FilterOption } from "@/components/ui/filter-select";
import type { PersonJson } from "@/lib/work";

export interface TrailFilterValues {
  actor?: string;
  action?: string;
  target_type?: string;
  from?: string;
  to?: string;
}

const ACTOR_TYPES: FilterOption[] = [
  { value: "user", label: "Any member" },
  { value: "api_key", label: "API keys" },
  { value: "auditor", label: "Auditors" },
  { value: "scim", label: "SCIM" },
  { value: "operator", label: "Operator" },
  { value: "internal", label: "System" },
];

const ACTIONS: FilterOption[] = [
  { value: "member.", label: "Members and roles" },
  { value: "auth.", label: "Sign-ins" },
  { value: "sso.", label: "Single sign-on" },
  { value: "scim.", label: "SCIM provisioning" },
  { value: "audit.", label: "Audits" },
  { value: "document.", label: "Documents" },
  { value: "evidence.", label: "Evidence" },
  { value: "control.", label: "Control owners" },
  { value: "api_key.", label: "API keys" },
  { value: "billing.", label: "Billing" },
];

/** GET filters of the audit-trail page, and the CSV export of the same filters. */
export function TrailFilters({ values, people, exportHref }: { values: TrailFilterValues; people: PersonJson[]; exportHref: string }) {
  const actors: FilterOption[] = [...ACTOR_TYPES, ...people.map((p) => ({ value: p.id, label: p.name ? `${p.name} (${p.email})` : p.email }))];
  const actionKnown = !values.action || ACTIONS.some((a) => a.value === values.action);
  return (
    <form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter the audit trail">
      <FilterSelect name="actor" label="Who" options={actors} value={values.actor} allLabel="Anyone" />
      <FilterSelect
        name="action"
        label="What"
        options={actionKnown ? ACTIONS : [...ACTIONS, { value: values.action!, label: values.action! }]}
        value={values.action}
        allLabel="Everything"
      />
      <div>
        <label htmlFor="filter-from" className="mb-1 block text-xs font-medium text-slate-600">
          From
        </label>
        <input id="filter-from" type="date" name="from" defaultValue={values.from ?? ""} className={inputClass} />
      </div>
      <div>
        <label htmlFor="filter-to" className="mb-1 block text-xs font-medium text-slate-600">
          Before
        </label>
        <input id="filter-to" type="date" name="to" defaultValue={values.to ?? ""} className={inputClass} />
      </div>
      {values.target_type && <input type="hidden" name="target_type" value={values.target_type} />}
      <Button type="submit" variant="secondary">
        Filter
      </Button>
      <a className={buttonClass("secondary")} href={exportHref} download>
        Export CSV
      </a>
    </form>
  );
}
