"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import type { CustomControl } from "@/lib/custom-frameworks";
import { ControlOscalDetails } from "./control-oscal";
import type { FrameworkName } from "@/lib/format/mapping-label";
import { MappingBadge } from "./mapping-provenance";
import { MarkdownBlock, MarkdownInline } from "@/components/ui/markdown-text";

export interface ControlListProps {
  controls: CustomControl[];
  /** Names for the mapped standards, so a mapping reads "ISO/IEC 27001:2022 · A.8.7". */
  frameworks: readonly FrameworkName[];
  locked: boolean;
  busy: boolean;
  editingId: string | null;
  onMove: (ids: string[], announcement: string) => void;
  onEdit: (id: string) => void;
  onDelete: (control: CustomControl) => void;
  renderEditor: (control: CustomControl) => React.ReactNode;
}

function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * The controls in order. Drafts reorder by dragging a row (native drag and drop) or, from the
 * keyboard, with each row's Move up / Move down buttons; the new position is announced.
 */
export function ControlList({ controls, frameworks, locked, busy, editingId, onMove, onEdit, onDelete, renderEditor }: ControlListProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const ids = controls.map((c) => c.id);

  if (controls.length === 0) {
    return <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">No controls yet. Add the first one below.</p>;
  }
  return (
    <ol className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white" aria-label="Controls" data-testid="control-list">
      {controls.map((c, i) => (
        <li
          key={c.id}
          data-testid="control-row"
          data-label={c.control_id_label}
          draggable={!locked && !busy && editingId === null}
          onDragStart={(e) => {
            setDragging(i);
            e.dataTransfer.effectAllowed = "move";
            e.dataTransfer.setData("text/plain", c.id);
          }}
          onDragOver={(e) => {
            if (dragging === null) return;
            e.preventDefault();
            e.dataTransfer.dropEffect = "move";
            setOver(i);
          }}
          onDragLeave={() => setOver((o) => (o === i ? null : o))}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging !== null && dragging !== i) onMove(moved(ids, dragging, i), `${controls[dragging].control_id_label} moved to position ${i + 1}`);
            setDragging(null);
            setOver(null);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
          className={`px-3 py-2 ${over === i && dragging !== i ? "bg-brand-50 ring-2 ring-inset ring-brand-500" : ""} ${dragging === i ? "opacity-50" : ""}`}
        >
          {editingId === c.id ? (
            renderEditor(c)
          ) : (
            // On phones the row's buttons move under its text rather than squeezing it to a word per line.
            <div className="flex flex-wrap items-start gap-x-3 gap-y-1 sm:flex-nowrap">
              {!locked && (
                <span aria-hidden="true" title="Drag to reorder" className="mt-0.5 cursor-grab select-none text-slate-400">
                  ⠿
                </span>
              )}
              <span className="w-8 shrink-0 text-right text-xs tabular-nums text-slate-400">{i + 1}</span>
              <div className="min-w-0 flex-1 basis-48">
                <p className="text-sm">
                  <span className="font-mono text-xs font-semibold text-slate-700">{c.control_id_label}</span>{" "}
                  <MarkdownInline text={c.title} className="text-slate-900" />
                </p>
                {c.description && <MarkdownBlock text={c.description} className="mt-0.5 line-clamp-3 text-xs text-slate-600" />}
                {c.oscal && <ControlOscalDetails oscal={c.oscal} />}
                <div className="mt-1 flex flex-wrap gap-1">
                  {c.category && <Badge>{c.category}</Badge>}
                  {c.standard_mappings.map((m) => (
                    <MappingBadge key={`${m.framework}:${m.controlId}`} frameworks={frameworks} mapping={m} />
                  ))}
                </div>
              </div>
              {!locked && (
                <div className="ml-auto flex shrink-0 items-center gap-1">
                  <Button
                    variant="ghost"
                    className="px-2"
                    aria-label={`Move ${c.control_id_label} up`}
                    disabled={busy || i === 0}
                    onClick={() => onMove(moved(ids, i, i - 1), `${c.control_id_label} moved to position ${i}`)}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2"
                    aria-label={`Move ${c.control_id_label} down`}
                    disabled={busy || i === controls.length - 1}
                    onClick={() => onMove(moved(ids, i, i + 1), `${c.control_id_label} moved to position ${i + 2}`)}
                  >
                    ↓
                  </Button>
                  <Button variant="secondary" disabled={busy} onClick={() => onEdit(c.id)} aria-label={`Edit ${c.control_id_label}`}>
                    Edit
                  </Button>
                  <Button variant="ghost" className="text-red-700" disabled={busy} onClick={() => onDelete(c)} aria-label={`Delete ${c.control_id_label}`}>
                    Delete
                  </Button>
                </div>
              )}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
