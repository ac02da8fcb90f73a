import { labelOf } from "@/lib/format/labels";
import { Badge } from "@/components/ui/card";
import { SAMPLE_RESULT_LABELS } from "@/lib/vocabulary";

const TONES = { pending: "gray", passed: "green", exception: "red" } as const;

export function ResultBadge({ result }: { result: keyof typeof TONES }) {
  return <Badge tone={TONES[result] ?? "gray"}>{labelOf(SAMPLE_RESULT_LABELS, result)}</Badge>;
}

/** "3 passed · 1 exception · 21 pending", leaving out the empty ones. */
export function SampleCounts({ counts }: { counts: { passed: number; exception: number; pending: number } }) {
  const parts = [
    { n: counts.passed, text: "passed", className: "text-green-700" },
    { n: counts.exception, text: counts.exception === 1 ? "exception" : "exceptions", className: "font-semibold text-red-700" },
    { n: counts.pending, text: "pending", className: "text-slate-600" },
  ].filter((p) => p.n > 0);
  if (parts.length === 0) return <span className="text-slate-500">No items</span>;
  return (
    <span className="flex flex-wrap gap-x-2">
      {parts.map((p, i) => (
        <span key={p.text} className={p.className}>
          {i > 0 && <span className="text-slate-400">· </span>}
          {p.n} {p.text}
        </span>
      ))}
    </span>
  );
}
