"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import type { Assessment } from "@/lib/custom-assessments";
import { apiRequest as api, errorText } from "@/lib/client/api";
import { CF } from "./api";
import { gated } from "@/components/ui/role";

/** Runs a new assessment (counts toward usage) and reloads the page's server data. */
function RunAssessmentButtonUngated({ frameworkId, label = "Run assessment" }: { frameworkId: string; label?: string }) {
  const router = useRouter();
  const run = useMutation({
    mutationFn: () => api<Assessment>(`${CF}/${frameworkId}/assess`, { method: "POST" }),
    onSuccess: () => router.refresh(),
  });
  return (
    <span className="flex items-center gap-2">
      <Button onClick={() => run.mutate()} disabled={run.isPending}>
        {run.isPending ? "Assessing…" : label}
      </Button>
      {run.isError && (
        <span role="alert" className="text-sm text-red-600">
          {errorText(run.error)}
        </span>
      )}
    </span>
  );
}

// Offered only to roles that may use it (docs/api.md §4); the API refuses the others anyway.
export const RunAssessmentButton = gated("member", RunAssessmentButtonUngated);
