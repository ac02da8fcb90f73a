import Link from "next/link";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";
import { TEST_OUTCOME_LABELS } from "@/lib/vocabulary";
import type { ResourceResponse } from "@/lib/integrations";
import { AttributeValue } from "./attribute-value";
import { typeName } from "./format";

const DOT = { passing: "bg-emerald-500", failing: "bg-red-500", error: "bg-amber-500", not_applicable: "bg-slate-300" } as const;
const PILL = {
  passing: "border-emerald-200 bg-emerald-50 text-emerald-900",
  failing: "border-red-200 bg-red-50 text-red-900",
  error: "border-amber-200 bg-amber-50 text-amber-900",
  not_applicable: "border-slate-200 bg-slate-50 text-slate-600",
} as const;

/** What an integration found: each resource with its tests' outcomes as small badges and its attributes behind a disclosure. */
export function ResourceList({
  resources,
  testTitles,
  typeNames,
}: {
  resources: ResourceResponse[];
  testTitles: Readonly<Record<string, string>>;
  typeNames: Readonly<Record<string, string>>;
}) {
  return (
    <ul className="divide-y divide-slate-100" aria-label="Resources">
      {resources.map((r) => {
        const results = [...r.results].sort((a, b) => order(a) - order(b));
        return (
          <li key={r.id} className="py-3 first:pt-0 last:pb-0" data-testid="resource-row">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="min-w-0 break-words font-medium text-slate-900">{r.name}</p>
              <p className="text-xs text-slate-500">{typeName(typeNames, r.type)}</p>
            </div>
            {results.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`Test results of ${r.name}`}>
                {results.map((res) => {
                  const state = res.excluded ? "Excluded" : labelOf(TEST_OUTCOME_LABELS, res.outcome);
                  const title = testTitles[res.testId] ?? "A test";
                  return (
                    <li key={res.testId} className="max-w-full">
                      <Link
                        href={`/tests/${res.testId}`}
                        title={res.detail}
                        className={
                          `inline-flex max-w-full items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs hover:underline ` +
                          `${res.excluded ? PILL.not_applicable : PILL[res.outcome]}`
                        }
                      >
                        <span aria-hidden="true" className={`h-2 w-2 shrink-0 rounded-full ${res.excluded ? "bg-slate-400" : DOT[res.outcome]}`} />
                        <span className="sr-only">{state}:</span>
                        <span className="truncate">{title}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="mt-1 text-xs text-slate-500">No test checks this type yet.</p>
            )}
            <details className="group mt-2">
              <summary className="cursor-pointer text-xs font-medium text-brand-700 hover:underline">Details and attributes</summary>
              <div className="mt-2 space-y-3 rounded-md bg-slate-50 p-3 text-xs">
                <p className="text-slate-600">
                  External id <span className={"break-all font-mono " + "text-slate-800"}>{r.externalId}</span> · first seen {formatDate(r.firstSeenAt)} · last
                  seen {formatDateTime(r.lastSeenAt)}
                  {r.goneAt && ` · gone since ${formatDateTime(r.goneAt)}`}
                </p>
                {results.length > 0 && (
                  <ul className="space-y-1">
                    {results.map((res) => (
                      <li key={res.testId} className="break-words">
                        <span className="font-medium text-slate-800">{testTitles[res.testId] ?? "A test"}:</span>{" "}
                        {res.excluded ? "Excluded" : labelOf(TEST_OUTCOME_LABELS, res.outcome)} — {res.detail}
                        {res.outcome === "failing" &&
                          !res.excluded &&
                          ` (since ${formatDate(res.since)}${res.dueAt ? `, fix by ${formatDate(res.dueAt)}` : ""})`}
                      </li>
                    ))}
                  </ul>
                )}
                {Object.keys(r.attributes).length === 0 ? (
                  <p className="text-slate-500">No attributes.</p>
                ) : (
                  <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(8rem,auto)_1fr]">
                    {Object.entries(r.attributes).map(([key, value]) => (
                      <div key={key} className="contents">
                        <dt className="break-all font-mono text-slate-500">{key}</dt>
                        <dd className="mb-1 min-w-0 text-slate-800 sm:mb-0">
                          <AttributeValue value={value} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

const RANK = { failing: 0, error: 1, passing: 2, not_applicable: 3 } as const;
const order = (r: ResourceResponse["results"][number]) => (r.excluded ? 2.5 : RANK[r.outcome]);
