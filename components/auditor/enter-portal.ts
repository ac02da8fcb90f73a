"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import type { AcceptedJson } from "@/lib/audits";
import { ApiError, apiRequest } from "@/lib/client/api";

/**
 * Posts to a route that answers an auditor token and sets the portal's cookie (accept-invitation, switch), then opens
 * the portal: the refresh re-renders the shared layout, which reads the new cookie.
 */
export function useEnterPortal(path: string) {
  const router = useRouter();
  return useMutation({
    mutationFn: (body?: unknown) => apiRequest<AcceptedJson>(path, { method: "POST", body }),
    onSuccess: () => {
      router.push("/auditor");
      router.refresh();
    },
  });
}

/** The words for a refused entry: `messages` by error code, else the answer's own message. */
export function entryError(error: unknown, messages: Record<string, string>, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return messages[error.code] ?? fallback;
}
