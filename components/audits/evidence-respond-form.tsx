"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiRequest } from "@/lib/client/api";
import { buttonClass } from "@/components/ui/button";

/** Submits evidence for an open request, or again for a returned one: an upload or a link elsewhere. */
export function RespondForm({ auditId, requestId, again = false }: { auditId: string; requestId: string; again?: boolean }) {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState("");
  const respond = useMutation({
    mutationFn: async () => {
      let url = link.trim();
      if (file) {
        const form = new FormData();
        form.append("file", file);
        const uploaded = await apiRequest<{ url: string }>("/api/v1/evidence/upload", { form });
        url = uploaded.url;
      }
      return apiRequest(`/api/v1/audits/${auditId}/evidence-requests/${requestId}/respond`, { body: { evidence_file_url: url } });
    },
    onSuccess: () => router.refresh(),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label="Respond to evidence request"
      onSubmit={(e) => {
        e.preventDefault();
        respond.mutate();
      }}
    >
      <label className="min-w-0 text-xs text-slate-700">
        Upload a file (max 10 MiB)
        <input
          type="file"
          name="file"
          className="mt-1 block max-w-full text-sm"
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          data-testid={`respond-file-${requestId}`}
        />
      </label>
      <span className="text-xs text-slate-500 sm:pb-2">or</span>
      <label className="w-full min-w-0 text-xs text-slate-700 sm:w-auto">
        Link to the evidence
        <input
          type="url"
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
          placeholder="https://…"
          className="mt-1 block w-full rounded-md sm:w-64 border border-slate-300 px-2 py-1.5 text-sm"
          disabled={!!file}
        />
      </label>
      <button type="submit" disabled={respond.isPending || (!file && !link.trim())} className={buttonClass("primary")}>
        {respond.isPending ? "Submitting…" : again ? "Submit again" : "Submit evidence"}
      </button>
      {respond.error && (
        <p className="w-full text-xs text-red-600" role="alert">
          {respond.error.message}
        </p>
      )}
    </form>
  );
}
