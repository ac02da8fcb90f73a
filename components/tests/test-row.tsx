import Link from "next/link";
import { typeName } from "@/components/integrations/format";
import { Badge } from "@/components/ui/card";
import { formatDate } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";
import { TEST_SEVERITY_LABELS, TEST_STATUS_LABELS } from "@/lib/vocabulary";
import type { TestResponse } from "@/lib/integrations";
import { severityTone, testStatusTone } from "./format";

/** Counts of a test over current resources, in words; zero parts are left out. */
export function countsText(c: TestResponse["counts"]): string {
  const parts = [
    c.failing > 0 && `${c.failing} failing`,
    c.errors > 0 && `${c.errors} could not be evaluated`,
    `${c.passing} passing`,
    c.excluded > 0 && `${c.excluded} excluded`,
    c.notApplicable > 0 && `${c.notApplicable} not applicable`,
  ].filter(Boolean);
  return parts.join(" · ");
}

/** The remediation deadline of a failing test: "Fix by 3 Dec 2026", or overdue in red. */
export function DueText({ dueAt, overdue, short = false }: { dueAt: string | null; overdue: boolean; short?: boolean }) {
  if (!dueAt) return null;
  return overdue ? (
    <span className="font-medium text-red-700" data-testid="overdue">
      Overdue: was due {formatDate(dueAt)}
    </span>
  ) : (
    <span className="text-slate-700">{short ? formatDate(dueAt) : `Fix by ${formatDate(dueAt)}`}</span>
  );
}

/** One test in the list: title, severity, status, counts, due date and the integrations that run it. */
export function TestRow({ test: t, typeNames }: { test: TestResponse; typeNames: Readonly<Record<string, string>> }) {
  const ran = t.status !== "not_run" || t.counts.excluded > 0 || t.counts.notApplicable > 0;
  return (
    <li className="rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm" data-testid="test-row">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0 flex-1">
          <Link href={`/tests/${t.id}`} className="break-words font-semibold text-brand-700 hover:underline">
            {t.title}
          </Link>
          <p className="mt-0.5 text-xs text-slate-500">
            {typeName(typeNames, t.resourceType)}
            {t.source === "custom" && " · Custom test"}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-1.5">
          <Badge tone={severityTone(t.severity)}>{labelOf(TEST_SEVERITY_LABELS, t.severity)}</Badge>
          <Badge tone={testStatusTone(t.status)}>{labelOf(TEST_STATUS_LABELS, t.status)}</Badge>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {ran ? <span className="text-slate-700">{countsText(t.counts)}</span> : <span className="text-slate-500">No resource checked yet</span>}
        {t.status === "failing" && <DueText dueAt={t.dueAt} overdue={t.overdue} />}
      </div>
      {t.integrations.length > 0 && (
        <p className="mt-1 break-words text-xs text-slate-500">
          Run by{" "}
          {t.integrations.map((i, n) => (
            <span key={i.id}>
              {n > 0 && ", "}
              <Link href={`/integrations/${i.id}`} className="hover:text-brand-700 hover:underline">
                {i.name}
              </Link>
            </span>
          ))}
        </p>
      )}
    </li>
  );
}
