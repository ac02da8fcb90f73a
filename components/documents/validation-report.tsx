import type { ValidationReport } from "@/lib/documents";
import { Badge } from "@/components/ui/card";
import { StackedBar } from "@/components/ui/stacked-bar";
import { frameworkName } from "@/lib/format/mapping-label";

/** Something the report names by id (a framework, a category), with the name people read. */
interface Named {
  id: string;
  name: string;
}

/**
 * A validation result: what is missing first (highlighted), then what was found. `frameworks` and `categories`
 * name the report's framework and category ("SOC 2", "Incident response"), never their ids.
 */
export function ValidationReportView({
  report,
  frameworks,
  categories,
}: {
  report: ValidationReport;
  frameworks: readonly Named[];
  categories: readonly Named[];
}) {
  const category = categories.find((c) => c.id === report.category)?.name.toLowerCase() ?? "these";
  return (
    <div className="space-y-5" data-testid="validation-report">
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={report.valid ? "green" : "red"}>{report.valid ? "Valid" : "Not valid"}</Badge>
        <span className="text-sm text-slate-700">
          Score <strong className="text-slate-900">{report.score}</strong>/100 against <strong>{frameworkName(frameworks, report.frameworkId)}</strong>{" "}
          requirements for <strong>{category}</strong> documents
        </span>
      </div>
      <StackedBar
        height="h-2"
        rounded="rounded"
        total={100}
        segments={[{ key: "score", value: report.score, color: report.valid ? "bg-emerald-500" : report.score >= 70 ? "bg-amber-500" : "bg-red-500" }]}
        a11y={{ role: "img", label: `Score ${report.score} out of 100` }}
      />
      {report.missingSections.length > 0 && (
        <section aria-labelledby="missing-sections" className="rounded-md border border-red-200 bg-red-50 p-4">
          <h3 id="missing-sections" className="mb-2 text-sm font-semibold text-red-800">
            Missing sections ({report.missingSections.length})
          </h3>
          <ul className="space-y-1 text-sm text-red-900">
            {report.missingSections.map((s) => (
              <li key={s.id}>
                <span aria-hidden>✗ </span>
                <strong>{s.title}</strong> <span className="text-red-700">— {s.reference}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {report.missingDisclosures.length > 0 && (
        <section aria-labelledby="missing-disclosures" className="rounded-md border border-amber-200 bg-amber-50 p-4">
          <h3 id="missing-disclosures" className="mb-2 text-sm font-semibold text-amber-900">
            Missing disclosures ({report.missingDisclosures.length})
          </h3>
          <ul className="space-y-1 text-sm text-amber-950">
            {report.missingDisclosures.map((d) => (
              <li key={d.id}>
                <span aria-hidden>✗ </span>
                {d.description} <span className="text-amber-800">— {d.reference}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {report.presentSections.length > 0 && (
        <section aria-labelledby="present-sections">
          <h3 id="present-sections" className="mb-2 text-sm font-semibold text-slate-800">
            Sections found ({report.presentSections.length})
          </h3>
          <ul className="grid gap-1 text-sm text-slate-700 md:grid-cols-2">
            {report.presentSections.map((s) => (
              <li key={s.id}>
                <span aria-hidden className="text-emerald-600">
                  ✓{" "}
                </span>
                {s.title}{" "}
                <span className="text-slate-500">
                  (“{s.heading}”, {s.reference})
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
