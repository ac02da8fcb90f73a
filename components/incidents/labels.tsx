import { Badge } from "@/components/ui/card";
import { INCIDENT_SEVERITY_LABELS, INCIDENT_STATUS_LABELS, type IncidentSeverity, type IncidentStatus } from "@/lib/vocabulary";

const SEVERITY_TONE = { sev1: "red", sev2: "amber", sev3: "blue", sev4: "gray" } as const satisfies Record<IncidentSeverity, string>;
const STATUS_TONE = { open: "red", investigating: "amber", contained: "blue", resolved: "green", closed: "gray" } as const satisfies Record<
  IncidentStatus,
  string
>;

export function SeverityBadge({ severity }: { severity: IncidentSeverity }) {
  return <Badge tone={SEVERITY_TONE[severity]}>{INCIDENT_SEVERITY_LABELS[severity]}</Badge>;
}

export function StatusBadge({ status }: { status: IncidentStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{INCIDENT_STATUS_LABELS[status]}</Badge>;
}
