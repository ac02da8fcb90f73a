import type { AuditJson } from "@/lib/audits";
import { formatDate } from "@/lib/format/date-time";

/** "1 Jan 2026 – 31 Dec 2026" (Type II) or "31 Mar 2026" (Type I); null while the audit has none. */
export function periodText(audit: Pick<AuditJson, "type" | "period_start" | "period_end" | "as_of">): string | null {
  if (audit.type === "type_ii") return audit.period_start && audit.period_end ? `${formatDate(audit.period_start)} – ${formatDate(audit.period_end)}` : null;
  return audit.as_of ? formatDate(audit.as_of) : null;
}
