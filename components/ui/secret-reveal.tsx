"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/** A secret shown this once (a new API key, SCIM token…), with a copy button. */
export function SecretReveal({ notice, value, testId }: { notice: React.ReactNode; value: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-4">
      <p className="text-sm font-medium text-emerald-900">{notice}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code data-testid={testId} className="break-all rounded bg-white px-2 py-1 font-mono text-sm text-slate-900 ring-1 ring-emerald-200">
          {value}
        </code>
        <Button
          variant="secondary"
          onClick={async () => {
            await navigator.clipboard?.writeText(value).catch(() => {});
            setCopied(true);
          }}
        >
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </div>
  );
}
