"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiFetch, errorText } from "@/lib/client/api";
import { INBOX_KEY } from "./notifications-inbox";

function useRead(path: string) {
  const client = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: () => apiFetch(path, { method: "POST" }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: INBOX_KEY });
      router.refresh();
    },
  });
}

export function MarkReadButton({ id, title }: { id: string; title: string }) {
  const read = useRead(`/api/v1/notifications/${id}/read`);
  return (
    <>
      <Button variant="ghost" className="text-xs" onClick={() => read.mutate()} disabled={read.isPending} aria-label={`Mark read: ${title}`}>
        Mark read
      </Button>
      {read.isError && (
        <span role="alert" className="text-xs text-red-600">
          {errorText(read.error)}
        </span>
      )}
    </>
  );
}

export function MarkAllReadButton() {
  const read = useRead("/api/v1/notifications/read-all");
  return (
    <Button variant="secondary" onClick={() => read.mutate()} disabled={read.isPending}>
      Mark all read
    </Button>
  );
}
