"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { inputClass } from "@/components/ui/field";
import { ApiError, apiRequest, errorText } from "@/lib/client/api";
import { formatDate, isoDate } from "@/lib/format/date-time";
import type { ExclusionResponse } from "@/lib/integrations";
import { gated } from "@/components/ui/role";

const DAY = 86_400_000;

/** "Exclude…" on one resource's result: a dialog with the reason and an expiry (default 90 days, at most a year). */
function ExcludeButtonUngated({
  testId,
  testTitle,
  resourceId,
  resourceName,
}: {
  testId: string;
  testTitle: string;
  resourceId: string;
  resourceName: string;
}) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [expires, setExpires] = useState("");
  const [bounds, setBounds] = useState({ min: "", max: "" });
  const create = useMutation({
    mutationFn: () =>
      apiRequest<ExclusionResponse>(`/api/v1/tests/${testId}/exclusions`, {
        body: { resourceId, reason: reason.trim(), expiresAt: expires ? `${expires}T23:59:59Z` : "" },
      }),
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  const start = () => {
    // The dates are the browser's idea of today, in UTC like every date the console shows.
    const now = Date.now();
    setBounds({ min: isoDate(now + DAY), max: isoDate(now + 365 * DAY) });
    setExpires(isoDate(now + 90 * DAY));
    setReason("");
    create.reset();
    setOpen(true);
  };
  const errors = create.error instanceof ApiError ? create.error.fieldErrors() : {};
  const other = create.error && !errors.reason && !errors.expiresAt ? errorText(create.error) : null;
  return (
    <>
      <Button variant="secondary" className="px-2.5 py-1 text-xs" onClick={start} aria-label={`Exclude ${resourceName} from this test`}>
        Exclude…
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Exclude ${resourceName}`}
        description={
          `From “${testTitle}”. While excluded it counts as excluded, not failing, here, in alerts and in readiness. The reason ` +
          `is kept as the record an auditor reads.`
        }
        onSubmit={() => create.mutate()}
        noValidate
        error={other}
        actions={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Excluding…" : "Exclude"}
            </Button>
          </>
        }
      >
        <div>
          <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-medium text-slate-700">
            Reason
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            className={inputClass}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            maxLength={2000}
            placeholder="e.g. Shared service account without a person behind it; access is limited to the reporting API."
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          />
          {errors.reason && (
            <p id={`${id}-reason-error`} role="alert" className="mt-1 text-xs text-red-600">
              {errors.reason}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-expires`} className="mb-1 block text-sm font-medium text-slate-700">
            Excluded until
          </label>
          <input
            id={`${id}-expires`}
            type="date"
            className={inputClass}
            value={expires}
            min={bounds.min}
            max={bounds.max}
            onChange={(e) => setExpires(e.target.value)}
            required
            aria-invalid={errors.expiresAt ? true : undefined}
            aria-describedby={`${id}-expires-hint${errors.expiresAt ? ` ${id}-expires-error` : ""}`}
          />
          <p id={`${id}-expires-hint`} className="mt-1 text-xs text-slate-500">
            Until the end of this day, UTC ({formatDate(expires)}); at most a year ahead. It is reviewed again when it lapses.
          </p>
          {errors.expiresAt && (
            <p id={`${id}-expires-error`} role="alert" className="mt-1 text-xs text-red-600">
              {errors.expiresAt}
            </p>
          )}
        </div>
      </Dialog>
    </>
  );
}

/** End an exclusion now: the resource counts again (the exclusion stays listed as revoked). */
function RevokeExclusionButtonUngated({ testId, exclusionId, resourceName }: { testId: string; exclusionId: string; resourceName: string }) {
  const router = useRouter();
  const revoke = useMutation({
    mutationFn: () => apiRequest<ExclusionResponse>(`/api/v1/tests/${testId}/exclusions/${exclusionId}`, { method: "DELETE" }),
    onSuccess: () => router.refresh(),
  });
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant="ghost"
        className="px-2.5 py-1 text-xs"
        onClick={() => revoke.mutate()}
        disabled={revoke.isPending}
        aria-label={`Revoke the exclusion of ${resourceName}`}
      >
        {revoke.isPending ? "Revoking…" : "Revoke"}
      </Button>
      {revoke.error && (
        <span role="alert" className="text-xs text-red-600">
          {errorText(revoke.error)}
        </span>
      )}
    </span>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const ExcludeButton = gated("member", ExcludeButtonUngated);

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const RevokeExclusionButton = gated("member", RevokeExclusionButtonUngated);
