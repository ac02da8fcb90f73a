/** The audit's CSV exports (docs/api.md §8): plain links, so the browser downloads them with the session or portal cookie. */
const EXPORTS = [
  { kind: "controls", label: "Controls" },
  { kind: "findings", label: "Findings" },
  { kind: "evidence-requests", label: "Evidence requests" },
  { kind: "evidence", label: "Evidence" },
] as const;

export function ExportLinks({ auditId }: { auditId: string }) {
  return (
    <nav aria-label="CSV exports" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-600">Export CSV:</span>
      {EXPORTS.map((e) => (
        <a
          key={e.kind}
          href={`/api/v1/audits/${auditId}/export/${e.kind}.csv`}
          download
          className="rounded-md border border-slate-300 bg-white px-2.5 py-1 text-slate-700 hover:bg-slate-50"
        >
          {e.label}
        </a>
      ))}
    </nav>
  );
}
