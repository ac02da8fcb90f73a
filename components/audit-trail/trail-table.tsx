import { Table } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format/date-time";
import { targetTypeLabel } from "@/lib/format/labels";
import type { TrailEventJson } from "@/lib/work";

/** A recorded value in words: ISO instants as the console shows them, lists and objects compactly. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? formatDateTime(value) : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(valueText).join(", ");
  return JSON.stringify(value);
}

const keyText = (key: string) =>
  key
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();

/** The details an event recorded, one "key: value" per line (a role change reads "from: viewer", "to: member"). */
function Details({ details }: { details: Record<string, unknown> }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {entries.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{keyText(k)}</dt>
          <dd className="break-all text-slate-700">{valueText(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Details a named target already says (a control's framework and id), left out beside its name. */
const TARGET_KEYS = ["framework_id", "control_id"];
const withoutKeys = (details: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(details).filter(([k]) => !keys.includes(k)));

export function TrailTable({ events }: { events: TrailEventJson[] }) {
  return (
    <Table caption="Audit trail" stack>
      <thead>
        <tr>
          <th>When</th>
          <th>Who</th>
          <th>What</th>
          <th>On</th>
          <th>Details</th>
        </tr>
      </thead>
      <tbody>
        {events.map((e) => (
          <tr key={e.id} data-testid="trail-event">
            <td data-label="When" className="whitespace-nowrap text-xs">
              {formatDateTime(e.created_at)}
            </td>
            <td data-label="Who" className="text-xs">
              {e.actor.name}
            </td>
            <td data-label="What">
              <p className="text-sm font-medium text-slate-900">{e.label}</p>
            </td>
            <td data-label="On" className="min-w-0 text-xs">
              <div className="min-w-0">
                {targetTypeLabel(e.target_type)}
                {e.target_label ? (
                  <span className="block text-slate-700">{e.target_label}</span>
                ) : (
                  e.target_id && <span className="block break-all font-mono text-[11px] text-slate-500">{e.target_id}</span>
                )}
              </div>
            </td>
            <td data-label="Details" className="min-w-48">
              <Details details={e.target_label ? withoutKeys(e.details, TARGET_KEYS) : e.details} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
