import Link from "next/link";
import { Badge } from "@/components/ui/card";
import { READINESS_SOURCE_LABELS } from "@/lib/format/labels";
import type { ReadinessSource, ReadinessSourceType } from "@/lib/readiness";
import type { ReadinessStatus } from "@/lib/vocabulary";

/** Tones of the readiness model's words (lib/format/labels.ts holds the words). */
export const READINESS_TONES = { met: "green", partial: "amber", missing: "red", not_applicable: "gray" } as const satisfies Record<
  ReadinessStatus,
  "green" | "amber" | "red" | "gray"
>;

const SOURCE_TONES = { evidence: "blue", document: "blue", attestation: "amber", test: "blue", risk_assessment: "blue" } as const satisfies Record<
  ReadinessSourceType,
  "blue" | "amber"
>;

function hrefOf(source: ReadinessSource): string | null {
  if (!source.id) return null;
  if (source.type === "document") return `/documents/${source.id}`;
  if (source.type === "risk_assessment") return `/risks/assessments/${source.id}`;
  return null;
}

/** Every source weighed for one control: what it is, its title (linked when it can be opened) and why it counts or not. */
export function ReadinessSources({ sources }: { sources: readonly ReadinessSource[] }) {
  if (sources.length === 0) return <p className="text-xs text-slate-500">No sources.</p>;
  return (
    <ul className="space-y-1" aria-label="Sources">
      {sources.map((s, i) => {
        const href = hrefOf(s);
        return (
          <li key={i} className={`flex flex-wrap items-center gap-1.5 text-xs ${s.counts ? "text-slate-700" : "text-slate-500"}`}>
            <Badge tone={s.counts ? SOURCE_TONES[s.type] : "gray"}>{READINESS_SOURCE_LABELS[s.type]}</Badge>
            {href ? (
              <Link href={href} className="font-medium text-brand-600 hover:underline">
                {s.title}
              </Link>
            ) : (
              <span className="font-medium">{s.title}</span>
            )}
            <span className="text-slate-500">
              — {s.detail}
              {s.counts ? "" : " (not counted)"}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
