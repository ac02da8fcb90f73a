"use client";

import { useState } from "react";

/** A block of text to paste somewhere else (a policy, a command), with a Copy button. Long lines wrap, never the page. */
export function CopyBlock({ text, label, className = "" }: { text: string; label: string; className?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
    setTimeout(() => setState("idle"), 2500);
  };
  return (
    <div className={`relative min-w-0 ${className}`}>
      <pre
        aria-label={label}
        tabIndex={0}
        className={
          "max-h-80 overflow-auto whitespace-pre-wrap rounded-md [overflow-wrap:anywhere] border border-slate-200 bg-slate-50 p-3 " +
          "pr-20 font-mono text-xs text-slate-800"
        }
      >
        {text}
      </pre>
      <button
        type="button"
        onClick={() => void copy()}
        className="absolute right-2 top-2 rounded border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-700 shadow-sm hover:bg-slate-50"
        aria-label={`Copy ${label.toLowerCase()}`}
      >
        {state === "copied" ? "Copied" : state === "failed" ? "Select and copy" : "Copy"}
      </button>
      <span role="status" className="sr-only">
        {state === "copied" ? "Copied to the clipboard." : ""}
      </span>
    </div>
  );
}
