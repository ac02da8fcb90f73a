"use client";

import Link from "next/link";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { StackedBar } from "@/components/ui/stacked-bar";
import { apiRequest, errorText } from "@/lib/client/api";
import type { CoverageJson, RequirementJson } from "@/lib/policy-acceptance";

/**
 * A document's policy acceptance on its page: whether it requires acceptance, and if so how many active people accepted
 * the current version and who is pending. Admins require it (of everyone) or stop requiring it.
 */
export function DocumentAcceptance({ documentId, approved, isAdmin }: { documentId: string; approved: boolean; isAdmin: boolean }) {
  const queries = useQueryClient();
  const key = ["policy-coverage", documentId];
  const coverage = useQuery({ queryKey: key, queryFn: () => apiRequest<CoverageJson>(`/api/v1/policy-acceptance/coverage?documentId=${documentId}`) });
  const require = useMutation({
    mutationFn: () => apiRequest<RequirementJson>("/api/v1/policy-acceptance/requirements", { body: { documentId, audience: "everyone" } }),
    onSuccess: () => queries.invalidateQueries({ queryKey: key }),
  });
  const stop = useMutation({
    mutationFn: (id: string) => apiRequest(`/api/v1/policy-acceptance/requirements/${id}`, { method: "DELETE" }),
    onSuccess: () => queries.invalidateQueries({ queryKey: key }),
  });
  if (coverage.isPending) return <p className="text-sm text-slate-500">Loading…</p>;
  if (coverage.isError)
    return (
      <p role="alert" className="text-sm text-red-600">
        {errorText(coverage.error)}
      </p>
    );
  const doc = coverage.data.documents[0];
  const error = require.error ?? stop.error;
  if (!doc) {
    return (
      <div className="space-y-2 text-sm">
        <p className="text-slate-600">
          {approved
            ? "Nobody is asked to accept this document."
            : "Once approved, this document can be required: every active person is then asked to accept its current version."}
        </p>
        {isAdmin && approved && (
          <Button disabled={require.isPending} onClick={() => require.mutate()}>
            {require.isPending ? "Requiring…" : "Require acceptance by everyone"}
          </Button>
        )}
        {error && (
          <p role="alert" className="text-red-600">
            {errorText(error)}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-3 text-sm">
      <p>
        {doc.currentVersion ? (
          <>
            <strong>
              {doc.accepted} of {doc.required}
            </strong>{" "}
            active people accepted version {doc.currentVersion.number} ({doc.percent}%){doc.met ? ": enough for readiness (95%)." : "; readiness needs 95%."}
          </>
        ) : (
          "No approved version is asked right now."
        )}
      </p>
      {doc.required > 0 && (
        <StackedBar
          total={doc.required}
          segments={[
            { key: "accepted", value: doc.accepted, color: "bg-green-600" },
            { key: "pending", value: doc.required - doc.accepted, color: "bg-amber-400" },
          ]}
          a11y={{ role: "progressbar", label: "Acceptance of the current version", now: doc.accepted, valueText: `${doc.percent}%` }}
        />
      )}
      {doc.pending.length > 0 && (
        <p className="text-slate-600">
          Pending:{" "}
          {doc.pending.slice(0, 8).map((p, i) => (
            <span key={p.id}>
              {i > 0 && ", "}
              <Link href={`/people/${p.id}`} className="text-brand-700 hover:underline">
                {p.name}
              </Link>
            </span>
          ))}
          {doc.pending.length > 8 && (
            <>
              {" "}
              and{" "}
              <Link href="/people?policies=pending" className="text-brand-700 hover:underline">
                {doc.pending.length - 8} more
              </Link>
            </>
          )}
          .
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <a className="text-brand-700 hover:underline" href={`/api/v1/policy-acceptance/records/export?documentId=${documentId}`} download>
          Export acceptances (CSV)
        </a>
        {isAdmin && (
          <Button variant="secondary" disabled={stop.isPending} onClick={() => stop.mutate(doc.requirementId)}>
            Stop requiring acceptance
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-red-600">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}
