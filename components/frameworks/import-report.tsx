import { Badge } from "@/components/ui/card";
import type { OscalImportReport } from "@/lib/custom-frameworks";

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;
}

function Entries({ title, entries, tone, testId }: { title: string; entries: OscalImportReport["skipped"]; tone: "amber" | "gray"; testId: string }) {
  if (entries.length === 0) return null;
  return (
    <details className="rounded-md border border-slate-200 bg-white" open={tone === "amber" && entries.length <= 10}>
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">
        {title} <Badge tone={tone}>{entries.length}</Badge>
      </summary>
      <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto border-t border-slate-100 text-xs" data-testid={testId}>
        {entries.map((e, i) => (
          <li key={i} className="px-3 py-1.5">
            <p className="text-slate-800">{e.reason}</p>
            <p className="break-all font-mono text-[11px] text-slate-500">{e.path}</p>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** What an OSCAL import made of the documents: counts, each import of a profile, what was left out and why. */
export function ImportReport({ report }: { report: OscalImportReport }) {
  return (
    <div className="space-y-3" data-testid="import-report">
      <p className="text-sm text-slate-700">
        Imported {plural(report.controls_imported, "control")}
        {report.enhancements > 0 && <> ({plural(report.enhancements, "enhancement")})</>} in {plural(report.groups, "group")}, with{" "}
        {plural(report.parameters, "parameter")}
        {report.source === "profile" && <>; the profile set {plural(report.parameters_set, "parameter")}</>}.
      </p>
      {report.imports.length > 0 && (
        <ul className="space-y-1 text-xs text-slate-600">
          {report.imports.map((imp, i) => (
            <li key={i} className="break-all">
              <span className="font-mono">{imp.href}</span> → resolved against {imp.resolved_against}: {plural(imp.controls_selected, "control")}
            </li>
          ))}
        </ul>
      )}
      {report.skipped.length === 0 && report.omitted === 0 ? (
        <p className="text-sm text-emerald-700">Everything in the document was carried over.</p>
      ) : (
        <Entries title="Not carried over" entries={report.skipped} tone="amber" testId="import-skipped" />
      )}
      <Entries title="Carried over with a note" entries={report.notes} tone="gray" testId="import-notes" />
      {report.omitted > 0 && <p className="text-xs text-slate-500">…and {plural(report.omitted, "more entry", "more entries")} not listed.</p>}
    </div>
  );
}
