"use client";

import { Fragment, useState } from "react";
import { SAMPLE_RESULT_LABELS, EVIDENCE_REQUEST_STATUS_LABELS, FINDING_SEVERITY_LABELS } from "@/lib/vocabulary";
import { Button } from "@/components/ui/button";
import { Badge, Table } from "@/components/ui/card";
import { inputClass } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { onFormSubmit, useFormMutation } from "@/components/ui/form-mutation";
import { TableHead } from "@/components/ui/table-head";
import { RowCells } from "@/components/sampling/row-cells";
import type { RecordSampleResultBody, SampleDetailJson, SampleItemJson } from "@/lib/audits";
import { apiRequest, errorText } from "@/lib/client/api";
import { formatDateTime } from "@/lib/format/date-time";
import { labelOf, labelOptions } from "@/lib/format/labels";

const RESULT_TONE = { pending: "amber", passed: "green", exception: "red" } as const;

/**
 * The sample's items in draw order, each marked passed or an exception. `firstException`: no finding exists yet,
 * so the exception's severity (that of the finding it opens) is asked for.
 */
export function SampleItems({
  sampleId,
  items,
  readOnly,
  firstException,
}: {
  sampleId: string;
  items: SampleItemJson[];
  readOnly: boolean;
  firstException: boolean;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const columns = ["#", "Row", "Key", "Date", "Owner", "Evidence request", "Result"];
  return (
    <Table stack caption="Sampled items">
      <TableHead columns={columns} actions={!readOnly} />
      <tbody>
        {items.map((item) => (
          <Fragment key={item.position}>
            <ItemRow sampleId={sampleId} item={item} readOnly={readOnly} onException={() => setEditing(editing === item.position ? null : item.position)} />
            {editing === item.position && (
              <tr>
                <td colSpan={columns.length + 1} className="bg-slate-50">
                  <ExceptionForm sampleId={sampleId} item={item} askSeverity={firstException} onDone={() => setEditing(null)} />
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </Table>
  );
}

function useRecordResult(sampleId: string, position: number) {
  return useFormMutation((body: RecordSampleResultBody) =>
    apiRequest<SampleDetailJson>(`/api/v1/auditor/samples/${sampleId}/items/${position}`, { method: "PUT", body }),
  );
}

function ItemRow({ sampleId, item, readOnly, onException }: { sampleId: string; item: SampleItemJson; readOnly: boolean; onException: () => void }) {
  const { mutation: pass } = useRecordResult(sampleId, item.position);
  return (
    <tr className="align-baseline" data-testid={`sample-item-${item.position}`}>
      <td data-label="#" className="tabular-nums text-slate-500">
        {item.position}
      </td>
      <td data-label="Row" className="tabular-nums">
        {item.row_number}
      </td>
      <RowCells itemKey={item.item_key} occurredAt={item.occurred_at} ownerEmail={item.owner_email} />
      <td data-label="Evidence request">
        {item.evidence_request_status ? (
          <Badge tone={item.evidence_request_status === "responded" ? "blue" : "gray"}>
            {labelOf(EVIDENCE_REQUEST_STATUS_LABELS, item.evidence_request_status)}
          </Badge>
        ) : (
          "—"
        )}
      </td>
      <td data-label="Result">
        <div className="min-w-0 sm:w-56">
          <Badge tone={RESULT_TONE[item.result]}>{labelOf(SAMPLE_RESULT_LABELS, item.result)}</Badge>
          {item.notes && <p className="mt-1 text-xs whitespace-pre-wrap text-slate-700">{item.notes}</p>}
          {item.tested_at && <p className="mt-0.5 text-xs text-slate-500">{formatDateTime(item.tested_at)}</p>}
          {pass.error && (
            <p role="alert" className="mt-1 text-xs text-red-600">
              {errorText(pass.error)}
            </p>
          )}
        </div>
      </td>
      {!readOnly && (
        <td>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              className="px-2.5 py-1"
              disabled={pass.isPending || item.result === "passed"}
              onClick={() => pass.mutate({ result: "passed" })}
              aria-label={`Pass item ${item.position}`}
            >
              Pass
            </Button>
            <Button variant="secondary" className="px-2.5 py-1" onClick={onException} aria-label={`Exception for item ${item.position}`}>
              Exception
            </Button>
          </div>
        </td>
      )}
    </tr>
  );
}

function ExceptionForm({ sampleId, item, askSeverity, onDone }: { sampleId: string; item: SampleItemJson; askSeverity: boolean; onDone: () => void }) {
  const { mutation, fieldErrors } = useRecordResult(sampleId, item.position);
  return (
    <form
      aria-label={`Exception for item ${item.position}`}
      className="grid w-full gap-3 py-1 sm:grid-cols-[1fr_auto] sm:items-end"
      onSubmit={onFormSubmit((form) => {
        // The select offers only FINDING_SEVERITY_LABELS' keys (or nothing, for the default).
        const severity = String(form.get("severity") ?? "") as RecordSampleResultBody["severity"] | "";
        mutation.mutate({ result: "exception", notes: String(form.get("notes") ?? ""), ...(severity ? { severity } : {}) }, { onSuccess: onDone });
      })}
    >
      <label className="block text-sm font-medium text-slate-700">
        What is wrong with {item.item_key}
        <textarea
          name="notes"
          required
          rows={2}
          maxLength={5000}
          defaultValue={item.result === "exception" ? (item.notes ?? "") : ""}
          className={`${inputClass} mt-1`}
        />
        {fieldErrors.notes && <span className="text-xs text-red-600">{fieldErrors.notes}</span>}
      </label>
      <div className="flex flex-wrap items-end gap-2">
        {askSeverity && (
          <label className="block text-sm font-medium text-slate-700">
            Finding severity
            <select name="severity" defaultValue="" className={`${inputClass} mt-1`}>
              <option value="">Default: minor</option>
              {labelOptions(FINDING_SEVERITY_LABELS).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? "Saving…" : "Record exception"}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <div className="sm:col-span-2">
        <FormAlert>{mutation.error && !fieldErrors.notes ? errorText(mutation.error) : null}</FormAlert>
      </div>
    </form>
  );
}
