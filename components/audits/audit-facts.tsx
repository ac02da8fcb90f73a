import { AuditStatusBadge } from "@/components/audits/badges";
import { periodText } from "@/components/audits/period-text";
import { Badge } from "@/components/ui/card";
import type { AuditJson } from "@/lib/audits";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { AUDIT_TYPE_LABELS, labelOf } from "@/lib/format/labels";

type Audit = Pick<
  AuditJson,
  "status" | "framework_name" | "type" | "period_start" | "period_end" | "as_of" | "created_at" | "target_completion" | "completed_at"
>;

/**
 * The line under an audit's title, for the customer and the auditor alike: status, framework and type, then its dates
 * (`created` adds when the customer created it).
 */
export function AuditFacts({ audit, created = false }: { audit: Audit; created?: boolean }) {
  const period = periodText(audit);
  const facts: { key: string; text: string; testId?: string }[] = [];
  if (created) facts.push({ key: "created", text: `Created ${formatDate(audit.created_at)}` });
  if (period) facts.push({ key: "period", text: audit.type === "type_ii" ? `Period ${period}` : `As of ${period}`, testId: "header-period" });
  if (audit.target_completion) facts.push({ key: "target", text: `Target ${formatDate(audit.target_completion)}` });
  if (audit.completed_at) facts.push({ key: "completed", text: `Completed ${formatDateTime(audit.completed_at)}` });
  return (
    <span className="flex flex-wrap items-center gap-2">
      <AuditStatusBadge status={audit.status} />
      <Badge>{audit.framework_name}</Badge>
      <Badge>{labelOf(AUDIT_TYPE_LABELS, audit.type)}</Badge>
      {facts.map((fact, i) => (
        <span key={fact.key} data-testid={fact.testId}>
          {i > 0 && "· "}
          {fact.text}
        </span>
      ))}
    </span>
  );
}
