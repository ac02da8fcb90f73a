"use client";

import { usePathname } from "next/navigation";
import { useId, useState } from "react";

/**
 * The navigation of narrow screens: a menu button that opens `children` in a panel below the header
 * (the header must be `relative`). The panel remembers the path it was opened on, so following one
 * of its links closes it without an effect; Escape, or following a link to the page already shown, closes it too.
 */
export function MobileMenu({ label = "Menu", className = "", children }: { label?: string; className?: string; children: React.ReactNode }) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  return (
    <div className={className} onKeyDown={(e) => e.key === "Escape" && setOpenOn(null)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        <span className="sr-only">{label}</span>
        <svg viewBox="0 0 20 20" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round">
          {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
        </svg>
      </button>
      {open && (
        // A link to the page already shown changes no path: close on any link followed, so the menu never stays over the page.
        <div
          id={panelId}
          className="absolute inset-x-0 top-full z-40 border-b border-slate-200 bg-white px-4 py-3 shadow-lg"
          onClick={(e) => {
            if ((e.target as HTMLElement).closest("a")) setOpenOn(null);
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
