"use client";

import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { CommentJson } from "@/lib/audits";
import { apiAll } from "@/lib/client/api";
import { formatDateTime } from "@/lib/format/date-time";
import { CommentForm } from "./comment-form";

/**
 * The conversation on one evidence request, collapsed under "Comments (n)" (n from the request's `comment_count` until
 * the thread is opened). `base` is the request's URL on the caller's side of the API (console or portal), so both
 * sides share this component.
 */
export function RequestThread({
  base,
  canComment,
  uploadPath,
  commentCount,
}: {
  base: string;
  canComment: boolean;
  uploadPath?: string;
  commentCount: number;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const path = `${base}/comments`;
  // Fetched when the thread is opened: a page of requests must not cost one request per thread on load.
  const comments = useQuery({ queryKey: ["comments", path], queryFn: () => apiAll<CommentJson>(path), staleTime: 30_000, enabled: open });
  const n = comments.data?.length ?? commentCount;
  const count = n > 0 ? ` (${n})` : "";
  return (
    <div className="border-t border-slate-100 pt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="text-xs font-medium text-brand-700 hover:underline"
      >
        {open ? "▾" : "▸"} Comments{count}
      </button>
      {open && (
        <div id={panelId} className="mt-2 space-y-3">
          {comments.isLoading && <p className="text-xs text-slate-500">Loading comments…</p>}
          {comments.isError && (
            <p className="text-xs text-red-600" role="alert">
              The comments could not be loaded.
            </p>
          )}
          {comments.data?.length === 0 && <p className="text-xs text-slate-500">No comments yet.</p>}
          {comments.data && comments.data.length > 0 && (
            <ol className="space-y-2" aria-label="Comments">
              {comments.data.map((c) => (
                <CommentItem key={c.id} comment={c} />
              ))}
            </ol>
          )}
          {canComment && <CommentForm path={path} uploadPath={uploadPath} />}
        </div>
      )}
    </div>
  );
}

function CommentItem({ comment }: { comment: CommentJson }) {
  const auditor = comment.author.type === "auditor";
  return (
    <li className={`rounded-md border px-3 py-2 text-sm ${auditor ? "border-brand-100 bg-brand-50/50" : "border-slate-200 bg-white"}`}>
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500">
        <span className="font-semibold text-slate-800">{comment.author.name}</span>
        <span>{auditor ? "Auditor" : "Organisation"}</span>
        <span className="sm:ml-auto">{formatDateTime(comment.created_at)}</span>
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">{comment.body}</p>
      {comment.file && (
        <a className="mt-1 inline-block max-w-full truncate text-xs text-brand-700 underline" href={comment.file.url} target="_blank" rel="noreferrer noopener">
          📎 {comment.file.filename}
        </a>
      )}
    </li>
  );
}
