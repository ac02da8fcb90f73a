"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { apiFetch, errorText } from "@/lib/client/api";
import { Button } from "@/components/ui/button";

/** Removes a population no sample was drawn from (the API refuses the others), then returns to the list. */
export function DeletePopulationButton({ auditId, populationId, name }: { auditId: string; populationId: string; name: string }) {
  const router = useRouter();
  const remove = useMutation({
    mutationFn: () => apiFetch(`/api/v1/audits/${auditId}/populations/${populationId}`, { method: "DELETE" }),
    onSuccess: () => {
      router.push(`/audits/${auditId}/populations`);
      router.refresh();
    },
  });
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="danger"
        disabled={remove.isPending}
        onClick={() => {
          if (window.confirm(`Delete the population “${name}” and its rows?`)) remove.mutate();
        }}
      >
        {remove.isPending ? "Deleting…" : "Delete population"}
      </Button>
      {remove.error && (
        <p role="alert" className="text-xs text-red-600">
          {errorText(remove.error)}
        </p>
      )}
    </div>
  );
}
