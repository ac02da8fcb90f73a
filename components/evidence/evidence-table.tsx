import { Badge } from "@/components/ui/card";
import { formatDate } from "@/lib/format/date-time";
import { EVIDENCE_SOURCE_LABELS, labelOf } from "@/lib/format/labels";
import type { Evidence } from "@/lib/evidence";
import { EVIDENCE_EXPIRING_DAYS, EVIDENCE_EXPIRY_LABELS, type EvidenceExpiryState } from "@/lib/vocabulary";
import { EvidenceControls, type ControlGroup } from "./evidence-controls";
import { EvidenceRowActions } from "./evidence-row-actions";

export interface EvidenceRow {
  item: Evidence;
  groups: ControlGroup[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

function expiryOf(expiresAt: string | null, now: Date): EvidenceExpiryState | null {
  if (!expiresAt) return null;
  const at = new Date(expiresAt).getTime();
  return at <= now.getTime() ? "expired" : at <= now.getTime() + EVIDENCE_EXPIRING_DAYS * DAY_MS ? "expiring" : "current";
}

/** The Expires column: red once passed, amber within the expiring window (the list's `expiry` filter says the same). */
function Expiry({ expiresAt, state }: { expiresAt: string | null; state: EvidenceExpiryState | null }) {
  if (!expiresAt || !state) return <span className="text-slate-400">No expiry</span>;
  if (state === "expired")
    return (
      <Badge tone="red">
        {EVIDENCE_EXPIRY_LABELS.expired} {formatDate(expiresAt)}
      </Badge>
    );
  if (state === "expiring") return <Badge tone="amber">Expires {formatDate(expiresAt)}</Badge>;
  return <span className="text-slate-600">Expires {formatDate(expiresAt)}</span>;
}

// On a phone each row is two lines: the title with its Actions toggle, then the source, an expiry that needs attention
// and the controls' count; opened actions move to a full-width third line. From `sm` on it is an ordinary table whose
// title cell also says the source and when the item was added.
const PHONE_ROW = "max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-2 max-sm:gap-y-0.5 max-sm:px-3 max-sm:py-1.5";
const EXPANDED = "max-sm:has-[[aria-expanded=true]]:col-span-2 max-sm:has-[[aria-expanded=true]]:col-start-1 max-sm:has-[[aria-expanded=true]]:row-start-3";

/**
 * The evidence list: one row per item, two lines high whatever it supports (the controls fold into their count), so
 * a page of the demo's library stays on one screen at 1440 and at 390 px. A deleted item (status filter) has no actions.
 */
export function EvidenceTable({ rows, now }: { rows: readonly EvidenceRow[]; now: Date }) {
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-sm max-sm:block sm:[&_td]:px-3 sm:[&_td]:py-2 sm:[&_td]:align-top">
        <caption className="sr-only">Evidence items</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 max-sm:sr-only [&_th]:px-3 [&_th]:py-2">
          <tr>
            {["Title", "Controls", "Expires"].map((column) => (
              <th key={column}>{column}</th>
            ))}
            <th>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block">
          {rows.map(({ item, groups }) => {
            const source = labelOf(EVIDENCE_SOURCE_LABELS, item.source);
            const expiry = item.deletedAt ? null : expiryOf(item.expiresAt, now);
            return (
              <tr key={item.id} className={PHONE_ROW} data-testid="evidence-row">
                <td className="min-w-0 max-sm:col-start-1 max-sm:row-start-1">
                  {item.deletedAt ? (
                    <span className="font-medium text-slate-700 max-sm:line-clamp-2">{item.title}</span>
                  ) : (
                    <a
                      href={item.url}
                      className="font-medium break-words text-brand-600 hover:underline max-sm:line-clamp-2"
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      {item.title}
                    </a>
                  )}
                  <p className="text-xs text-slate-500 max-sm:hidden">
                    {source} · added {formatDate(item.createdAt)}
                  </p>
                </td>
                <td className="min-w-0 max-sm:col-span-2 max-sm:row-start-2 sm:w-60">
                  <div className="flex flex-wrap items-baseline gap-x-1.5 gap-y-1">
                    <span className="text-xs text-slate-500 sm:hidden">
                      {source}
                      {item.deletedAt ? ` · Deleted ${formatDate(item.deletedAt)}` : ""} ·
                    </span>
                    {/* An expiry far off needs no room on a phone; one that needs attention does. */}
                    {(expiry === "expired" || expiry === "expiring") && (
                      <span className="text-xs sm:hidden">
                        <Expiry expiresAt={item.expiresAt} state={expiry} />
                      </span>
                    )}
                    <EvidenceControls groups={groups} />
                  </div>
                </td>
                <td className="whitespace-nowrap text-xs max-sm:hidden">
                  {item.deletedAt ? <Badge tone="red">Deleted {formatDate(item.deletedAt)}</Badge> : <Expiry expiresAt={item.expiresAt} state={expiry} />}
                </td>
                <td className={`max-sm:col-start-2 max-sm:row-start-1 max-sm:text-right ${EXPANDED}`}>
                  {!item.deletedAt && <EvidenceRowActions item={item} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
