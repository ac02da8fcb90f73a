import { Badge } from "@/components/ui/card";
import type { CoverageControlResponse, CoverageStatus } from "@/lib/monitoring";
import { COVERAGE_STATUS_LABELS, MAPPING_ORIGIN_LABELS, MAPPING_RELATIONSHIP_LABELS } from "@/lib/format/labels";
import { frameworkName, type FrameworkName } from "@/lib/format/mapping-label";

export const COVERAGE_TONE = { covered: "green", partly_covered: "amber", not_covered: "gray" } as const satisfies Record<CoverageStatus, string>;

export function CoverageBadge({ status }: { status: CoverageStatus }) {
  return <Badge tone={COVERAGE_TONE[status]}>{COVERAGE_STATUS_LABELS[status]}</Badge>;
}

type Support = CoverageControlResponse["support"][number];

/** "intersects with · official crosswalk (NIST OLIR …, 2023-10-12 update)", "derived via ISO/IEC 27001:2022 A.5.15 · intersects with", "same control". */
function howText(s: Support, frameworks: readonly FrameworkName[]): string {
  if (s.kind === "same") return "same control";
  const relationship = s.relationship ? MAPPING_RELATIONSHIP_LABELS[s.relationship].toLowerCase() : "relationship not stated";
  if (s.kind === "derived")
    return `derived via ${s.via ? `${frameworkName(frameworks, s.via.framework)} ${s.via.controlId}` : "another control"} · ${relationship}`;
  const origin = s.provenance ? MAPPING_ORIGIN_LABELS[s.provenance.origin].toLowerCase() : "";
  const source = s.provenance?.source ? ` (${s.provenance.source.name}, ${s.provenance.source.version})` : "";
  return `${relationship} · ${origin}${source}`;
}

/** What covers one control: each mapped control with its items, how it is mapped, and whether it covers it fully. */
export function CoverageSupportList({ support, frameworks }: { support: CoverageControlResponse["support"]; frameworks: readonly FrameworkName[] }) {
  if (support.length === 0) return <span className="text-xs text-slate-500">Nothing yet</span>;
  return (
    <ul className="min-w-0 space-y-1.5 text-xs">
      {support.map((s) => (
        <li key={`${s.kind}:${s.from.framework}:${s.from.controlId}:${s.via?.controlId ?? ""}`} className="break-words">
          <span className="font-medium text-slate-800">
            {frameworkName(frameworks, s.from.framework)} {s.from.controlId}
          </span>{" "}
          <span className="text-slate-600">{s.from.title}</span>
          <span className={`ml-1 rounded px-1 ${s.support === "full" ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-800"}`}>
            {howText(s, frameworks)}
          </span>
          <span className="block text-slate-600">{s.items.map((i) => `${i.type === "evidence" ? "Evidence" : "Passing test"} “${i.title}”`).join(", ")}</span>
        </li>
      ))}
    </ul>
  );
}
