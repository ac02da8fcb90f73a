import Link from "next/link";
import { Badge, Card, EmptyState } from "@/components/ui/card";
import { formatDate } from "@/lib/format/date-time";
import type { MyWorkJson, WorkItemJson } from "@/lib/work";

const SECTIONS: { kind: WorkItemJson["kind"]; title: string; empty: string }[] = [
  { kind: "evidence_request", title: "Evidence requests assigned to you", empty: "No open evidence request is assigned to you." },
  { kind: "finding", title: "Findings you own", empty: "You own no open finding." },
  { kind: "document", title: "Documents awaiting your approval", empty: "No document is waiting for your approval." },
  { kind: "risk_task", title: "Risk treatment tasks assigned to you", empty: "No open risk treatment task is assigned to you." },
  { kind: "incident_action", title: "Incident actions you own", empty: "You own no open incident action." },
  { kind: "control", title: "Controls you own", empty: "You own no control yet." },
];

function Item({ item }: { item: WorkItemJson }) {
  return (
    <li
      className={`flex flex-wrap items-center gap-2 rounded-md border p-3 ${item.overdue ? "border-red-300 bg-red-50" : "border-slate-200"}`}
      data-testid={`work-${item.kind}`}
    >
      <Link href={item.link} className="min-w-0 grow basis-48 break-words text-sm font-medium text-slate-900 hover:underline">
        {item.title}
      </Link>
      <span className="text-xs text-slate-500">{item.context}</span>
      {item.due_at && <span className={`text-xs ${item.overdue ? "font-semibold text-red-700" : "text-slate-600"}`}>Due {formatDate(item.due_at)}</span>}
      {item.overdue && <Badge tone="red">Overdue</Badge>}
    </li>
  );
}

/** The signed-in member's work by kind, overdue items first and highlighted. */
export function MyWorkSections({ work }: { work: MyWorkJson }) {
  if (work.counts.total === 0) {
    return <EmptyState title="Nothing is assigned to you">Evidence requests, findings, documents to approve and controls you own will show here.</EmptyState>;
  }
  return (
    <div className="space-y-6">
      {SECTIONS.map((s) => {
        const items = work.items.filter((i) => i.kind === s.kind);
        return (
          <Card key={s.kind} title={`${s.title} (${items.length})`}>
            {items.length === 0 ? (
              <p className="text-sm text-slate-500">{s.empty}</p>
            ) : (
              <ul className="space-y-2">
                {items.map((i) => (
                  <Item key={`${i.kind}:${i.id}`} item={i} />
                ))}
              </ul>
            )}
          </Card>
        );
      })}
    </div>
  );
}

/** The dashboard's small summary of the member's work. */
export function MyWorkCard({ work }: { work: MyWorkJson }) {
  return (
    <Card title="Assigned to you">
      <p className="text-sm text-slate-700">
        <span className="text-2xl font-semibold text-slate-900">{work.counts.total}</span> item{work.counts.total === 1 ? "" : "s"}
        {work.counts.overdue > 0 && <span className="ml-2 font-semibold text-red-700">{work.counts.overdue} overdue</span>}
      </p>
      <Link href="/my-work" className="mt-2 inline-block text-sm text-brand-600 hover:underline">
        Open My work
      </Link>
    </Card>
  );
}
