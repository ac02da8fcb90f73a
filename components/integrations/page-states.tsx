"use client";

import { Button } from "@/components/ui/button";

/** While a section's server page loads: a quiet skeleton that keeps the layout from jumping. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{label}</span>
      <div className="h-8 w-56 max-w-full animate-pulse rounded bg-slate-200" />
      <div className="h-4 w-96 max-w-full animate-pulse rounded bg-slate-100" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-24 animate-pulse rounded-lg border border-slate-200 bg-white" />
      ))}
    </div>
  );
}

/** A section's page could not be built (a database hiccup, a bad link): say so and offer to try again. */
export function PageError({ error, reset, what }: { error: Error & { digest?: string }; reset: () => void; what: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6">
      <h1 className="text-lg font-semibold text-red-900">Could not load {what}</h1>
      <p className="mt-1 text-sm text-red-800">
        Something went wrong on our side or the link is out of date. Try again; if it keeps failing, go back to the list and start from there.
        {error.digest && <span className="mt-1 block text-xs text-red-700">Reference: {error.digest}</span>}
      </p>
      <Button className="mt-4" variant="secondary" onClick={reset}>
        Try again
      </Button>
    </div>
  );
}
