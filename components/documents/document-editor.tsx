"use client";

import { useMutation } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { ApiError, apiRequest, errorText } from "@/lib/client/api";
import type { DocumentResponse } from "@/lib/documents";
import { MarkdownView } from "./markdown-view";

/** Markdown editor with a live preview; saving makes the next version (`POST …/versions`). */
export function DocumentEditor({ doc, onSaved }: { doc: DocumentResponse; onSaved: (next: DocumentResponse) => void | Promise<void> }) {
  const [content, setContent] = useState(doc.content);
  const [title, setTitle] = useState(doc.title);
  const [note, setNote] = useState("");
  // The preview follows typing without slowing the textarea down on long documents.
  const preview = useDeferredValue(content);
  const save = useMutation({
    mutationFn: () =>
      apiRequest<DocumentResponse>(`/api/v1/documents/${doc.id}/versions`, {
        body: { content, ...(title.trim() !== doc.title ? { title } : {}), ...(note.trim() ? { note } : {}) },
      }),
    onSuccess: onSaved,
  });
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors() : {};
  const unchanged = content === doc.content && title.trim() === doc.title;

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="doc-title" className="mb-1 block text-sm font-medium text-slate-700">
            Title
          </label>
          <input
            id="doc-title"
            className={inputClass}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={fieldErrors.title ? true : undefined}
          />
          {fieldErrors.title && (
            <p role="alert" className="mt-1 text-xs text-red-600">
              {fieldErrors.title}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="doc-note" className="mb-1 block text-sm font-medium text-slate-700">
            Note for the history <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <input
            id="doc-note"
            className={inputClass}
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            placeholder="What changed and why"
          />
        </div>
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <div>
          <label htmlFor="doc-content" className="mb-1 block text-sm font-medium text-slate-700">
            Markdown
          </label>
          <textarea
            id="doc-content"
            className={`${inputClass} h-[70vh] min-h-96 font-mono text-xs leading-5`}
            value={content}
            spellCheck
            onChange={(e) => setContent(e.target.value)}
            aria-invalid={fieldErrors.content ? true : undefined}
          />
          {fieldErrors.content && (
            <p role="alert" className="mt-1 text-xs text-red-600">
              {fieldErrors.content}
            </p>
          )}
        </div>
        <div>
          <p className="mb-1 text-sm font-medium text-slate-700" id="doc-preview-label">
            Preview
          </p>
          <div className="h-[70vh] min-h-96 overflow-auto rounded-md border border-slate-200 bg-white p-4" aria-labelledby="doc-preview-label">
            <MarkdownView markdown={preview} label="Preview of the edited document" />
          </div>
        </div>
      </div>
      {save.error && Object.keys(fieldErrors).length === 0 && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {errorText(save.error)}
        </p>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending || unchanged}>
          {save.isPending ? "Saving…" : `Save as version ${doc.version + 1}`}
        </Button>
        <Button
          variant="ghost"
          disabled={unchanged}
          onClick={() => {
            setContent(doc.content);
            setTitle(doc.title);
          }}
        >
          Discard changes
        </Button>
        {unchanged && <span className="text-xs text-slate-500">No changes yet.</span>}
      </div>
    </form>
  );
}
