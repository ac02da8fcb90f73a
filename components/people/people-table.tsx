"use client";

import Link from "next/link";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { EmptyState, Table } from "@/components/ui/card";
import { inputClass } from "@/components/ui/field";
import { TableHead } from "@/components/ui/table-head";
import { apiFetch, errorText } from "@/lib/client/api";
import type { PersonWithPoliciesJson } from "@/lib/policy-acceptance";
import type { PageBody } from "@/lib/pagination";
import { EMPLOYMENT_TYPE_LABELS, PERSON_POLICY_STATE_LABELS, PERSON_STATUS_LABELS } from "@/lib/vocabulary";
import { PersonStatusBadge, PoliciesBadge } from "./labels";

const PAGE = 50;

type Filters = { q: string; status: string; department: string; policies: string };

/** The people list with its gap filters, read from `GET /api/v1/people` (a table on wide screens, cards on phones). */
export function PeopleTable({ initial }: { initial: Filters }) {
  const [filters, setFilters] = useState<Filters>(initial);
  const [draft, setDraft] = useState<Filters>(initial);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1];
  const params = new URLSearchParams({ limit: String(PAGE) });
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  if (cursor) params.set("cursor", cursor);
  const query = useQuery({
    queryKey: ["people", params.toString()],
    queryFn: () => apiFetch<PageBody<PersonWithPoliciesJson>>(`/api/v1/people?${params}`),
  });
  const apply = (next: Filters) => {
    setFilters(next);
    setCursors([null]);
    const url = new URLSearchParams(Object.entries(next).filter(([, v]) => v));
    window.history.replaceState(null, "", `/people${url.size ? `?${url}` : ""}`);
  };
  const select = (name: keyof Filters, label: string, options: Record<string, string>, all: string) => (
    <label className="block text-xs font-medium text-slate-600">
      {label}
      <select
        name={name}
        value={draft[name]}
        onChange={(e) => {
          const next = { ...draft, [name]: e.target.value };
          setDraft(next);
          apply(next);
        }}
        className={`${inputClass} mt-1`}
      >
        <option value="">{all}</option>
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  const items = query.data?.data ?? [];
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <form
        className="mb-4 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end"
        aria-label="Filter people"
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
      >
        <label className="col-span-2 block text-xs font-medium text-slate-600 sm:w-64">
          Search
          <input
            name="q"
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
            placeholder="Name, e-mail or title"
            className={`${inputClass} mt-1`}
          />
        </label>
        {select("policies", "Policies", PERSON_POLICY_STATE_LABELS, "Any")}
        {select("status", "Status", PERSON_STATUS_LABELS, "Any status")}
        <label className="block text-xs font-medium text-slate-600">
          Department
          <input
            name="department"
            value={draft.department}
            onChange={(e) => setDraft({ ...draft, department: e.target.value })}
            placeholder="Any"
            className={`${inputClass} mt-1`}
          />
        </label>
        <button type="submit" className={buttonClass("secondary")}>
          Filter
        </button>
      </form>
      {query.isError && (
        <p role="alert" className="mb-3 text-sm text-red-600">
          {errorText(query.error)}
        </p>
      )}
      {query.isPending ? (
        <p className="text-sm text-slate-500">Loading people…</p>
      ) : items.length === 0 ? (
        <EmptyState title={filtered ? "Nobody matches" : "No people yet"}>
          {filtered ? "Widen the filters to see more." : "Add people one by one, or import your HR system's CSV export."}
        </EmptyState>
      ) : (
        <Table caption="People" stack>
          <TableHead columns={["Person", "Title", "Department", "Type", "Status", "Policies"]} />
          <tbody>
            {items.map((p) => (
              <tr key={p.id}>
                <td data-label="Person">
                  <div className="min-w-0">
                    <Link href={`/people/${p.id}`} className="font-medium text-brand-700 hover:underline">
                      {p.name}
                    </Link>
                    <div className="text-xs break-all text-slate-500">{p.email}</div>
                  </div>
                </td>
                <td data-label="Title">{p.title ?? <span className="text-slate-400">—</span>}</td>
                <td data-label="Department">{p.department ?? <span className="text-slate-400">—</span>}</td>
                <td data-label="Type">{EMPLOYMENT_TYPE_LABELS[p.employmentType]}</td>
                <td data-label="Status">
                  <PersonStatusBadge status={p.status} />
                </td>
                <td data-label="Policies">
                  <PoliciesBadge policies={p.policies} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <nav aria-label="Pages" className="mt-4 flex gap-2">
        {cursors.length > 1 && (
          <button type="button" className={buttonClass("secondary")} onClick={() => setCursors(cursors.slice(0, -1))}>
            Previous
          </button>
        )}
        {query.data?.pagination.nextCursor && (
          <button type="button" className={buttonClass("secondary")} onClick={() => setCursors([...cursors, query.data.pagination.nextCursor])}>
            Next
          </button>
        )}
      </nav>
    </>
  );
}
