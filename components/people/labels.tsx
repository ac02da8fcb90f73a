import { Badge } from "@/components/ui/card";
import type { PersonPoliciesJson } from "@/lib/policy-acceptance";
import { PERSON_STATUS_LABELS, type PersonStatus } from "@/lib/vocabulary";

const STATUS_TONE = { active: "green", inactive: "amber", former: "gray" } as const satisfies Record<PersonStatus, string>;

export function PersonStatusBadge({ status }: { status: PersonStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{PERSON_STATUS_LABELS[status]}</Badge>;
}

/** "2 of 3 accepted" in amber while one is pending, green when all are, grey when none is asked. */
export function PoliciesBadge({ policies }: { policies: Pick<PersonPoliciesJson, "state" | "required" | "accepted"> }) {
  if (policies.state === "none") return <Badge tone="gray">None asked</Badge>;
  const text = `${policies.accepted} of ${policies.required} accepted`;
  return <Badge tone={policies.state === "complete" ? "green" : "amber"}>{text}</Badge>;
}
