"use client";

import { useState } from "react";

/**
 * Filters the server-rendered reference (components/docs/api-reference.tsx) as one types: an operation shows when its
 * method, path, summary or tag holds every word; a tag with a match opens, one without hides. Works on the markup
 * the server sent, so the list is usable before this script has loaded.
 */
export function ReferenceFilter({ total }: { total: number }) {
  const [query, setQuery] = useState("");
  const [shown, setShown] = useState(total);
  const apply = (next: string) => {
    setQuery(next);
    const words = next.toLowerCase().split(/\s+/).filter(Boolean);
    let count = 0;
    for (const tag of document.querySelectorAll<HTMLDetailsElement>("details[data-tag]")) {
      let inTag = 0;
      for (const op of tag.querySelectorAll<HTMLElement>("details[data-op]")) {
        const match = words.every((w) => (op.dataset.op ?? "").includes(w));
        op.hidden = !match;
        if (match) inTag += 1;
      }
      count += inTag;
      tag.hidden = inTag === 0;
      if (words.length > 0) tag.open = inTag > 0;
    }
    setShown(count);
  };
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-96">
        <label htmlFor="reference-filter" className="mb-1 block text-xs font-medium text-slate-600">
          Filter operations
        </label>
        <input
          id="reference-filter"
          type="search"
          value={query}
          onChange={(e) => apply(e.target.value)}
          placeholder="evidence, POST /audits, webhook…"
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400"
        />
      </div>
      <p className="pb-2 text-xs text-slate-500" role="status">
        {query ? `${shown} of ${total} operations` : `${total} operations`}
      </p>
    </div>
  );
}
