"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useRef } from "react";
import { apiRequest, errorText } from "@/lib/client/api";
import { buttonClass } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { onFormSubmit } from "@/components/ui/form-mutation";

/**
 * Adds a comment to a thread. A chosen file is uploaded first to `uploadPath`, the caller's side of the API (the
 * organisation's evidence upload, or the auditor's own files route), and its `url` goes with the comment. Without
 * `uploadPath` the form offers no file.
 */
export function CommentForm({ path, uploadPath }: { path: string; uploadPath?: string }) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const add = useMutation({
    mutationFn: async (form: FormData) => {
      const file = form.get("file");
      let fileUrl: string | undefined;
      if (uploadPath && file instanceof File && file.size > 0) {
        const upload = new FormData();
        upload.append("file", file);
        fileUrl = (await apiRequest<{ url: string }>(uploadPath, { form: upload })).url;
      }
      return apiRequest(path, { body: { body: String(form.get("body") ?? ""), ...(fileUrl ? { file_url: fileUrl } : {}) } });
    },
    onSuccess: () => {
      formRef.current?.reset();
      return queryClient.invalidateQueries({ queryKey: ["comments", path] });
    },
  });
  return (
    <form ref={formRef} aria-label="Comment on this request" className="space-y-2" onSubmit={onFormSubmit((f) => add.mutate(f))}>
      <label htmlFor={`${id}-body`} className="block text-xs font-medium text-slate-700">
        Add a comment
      </label>
      <textarea id={`${id}-body`} name="body" required rows={2} maxLength={10_000} className={inputClass} />
      <div className="flex flex-wrap items-center gap-3">
        {uploadPath && (
          <label className="min-w-0 text-xs text-slate-600">
            <span className="mb-0.5 block">Attach a file (optional)</span>
            <input type="file" name="file" className="block max-w-full text-xs file:mr-2 file:rounded file:border-0 file:bg-slate-100 file:px-2 file:py-1" />
          </label>
        )}
        <button type="submit" disabled={add.isPending} className={buttonClass("secondary", "ml-auto self-end px-3 py-1.5")}>
          {add.isPending ? "Posting…" : "Post comment"}
        </button>
      </div>
      <FormAlert>{add.error ? errorText(add.error) : null}</FormAlert>
    </form>
  );
}
