"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { gated } from "@/components/ui/role";
import { apiRequest, errorText } from "@/lib/client/api";
import type { RiskAssessmentJson } from "@/lib/risks";

/** "Run the risk assessment": a dated snapshot of the register, opened once taken. Members and above. */
function RunAssessment() {
  const router = useRouter();
  const run = useMutation({
    mutationFn: () => apiRequest<RiskAssessmentJson>("/api/v1/risk-assessments", { body: {} }),
    onSuccess: (a) => router.push(`/risks/assessments/${a.id}`),
  });
  return (
    <div className="flex flex-col items-end gap-1">
      <Button onClick={() => run.mutate()} disabled={run.isPending}>
        {run.isPending ? "Taking the snapshot…" : "Run the risk assessment"}
      </Button>
      {run.error && (
        <p role="alert" className="text-sm text-red-600">
          {errorText(run.error)}
        </p>
      )}
    </div>
  );
}

/** Sign a draft off (owners and admins): asks first, since a signed assessment never changes. */
function SignOff({ id, title }: { id: string; title: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const sign = useMutation({
    mutationFn: () => apiRequest(`/api/v1/risk-assessments/${id}/sign-off`, { body: {} }),
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  return (
    <>
      <Button onClick={() => setOpen(true)}>Sign off</Button>
      <ConfirmDialog
        open={open}
        title={`Sign off “${title}”`}
        confirmLabel="Sign off"
        pendingLabel="Signing…"
        variant="primary"
        pending={sign.isPending}
        error={sign.error ? errorText(sign.error) : null}
        onConfirm={() => sign.mutate()}
        onClose={() => setOpen(false)}
      >
        <p>Your name and the time are recorded, and the assessment can no longer change. It is the evidence an auditor asks for.</p>
      </ConfirmDialog>
    </>
  );
}

export const RunAssessmentButton = gated("member", RunAssessment);
export const SignOffButton = gated("admin", SignOff);
