"use client";

import { useEffect, useState } from "react";
import { SwaggerUi } from "./swagger-ui";

/**
 * Swagger UI (every schema, examples), loaded only when a reader asks for it: its 1.7 MB bundle and the resolution of
 * the whole document took seconds before the page showed anything. A Swagger deep link (`#/Tag/operationId`) loads it.
 */
export function InteractiveReference({ specUrl, nonce }: { specUrl: string; nonce?: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const fromHash = () => {
      if (window.location.hash.startsWith("#/")) setOpen(true);
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, []);
  useEffect(() => {
    if (open) document.getElementById("interactive-reference")?.scrollIntoView();
  }, [open]);
  return (
    <section id="interactive-reference" aria-labelledby="interactive-heading" className="mt-10">
      <h2 id="interactive-heading" className="mb-2 text-lg font-semibold text-slate-900">
        Interactive reference
      </h2>
      {open ? (
        <SwaggerUi specUrl={specUrl} nonce={nonce} />
      ) : (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
          <p className="mb-3">Every request and answer schema with examples, in Swagger UI. It takes a few seconds to load.</p>
          <button type="button" onClick={() => setOpen(true)} className="rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700">
            Open the interactive reference
          </button>
        </div>
      )}
    </section>
  );
}
