"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/auditor", label: "Overview" },
  { href: "/auditor/audits", label: "Your audits" },
  { href: "/auditor/controls", label: "Controls" },
  { href: "/auditor/populations", label: "Populations" },
  { href: "/auditor/samples", label: "Samples" },
  { href: "/auditor/evidence-requests", label: "Evidence requests" },
  { href: "/auditor/findings", label: "Findings" },
  { href: "/auditor/incidents", label: "Incidents" },
];

/** `vertical`: one link per line, for the narrow screens' menu panel. */
export function AuditorNav({ vertical = false }: { vertical?: boolean }) {
  const path = usePathname();
  return (
    <nav aria-label="Auditor portal" className={`flex gap-1 text-sm ${vertical ? "flex-col" : "flex-wrap"}`}>
      {LINKS.map((l) => {
        const active = l.href === "/auditor" ? path === "/auditor" : path.startsWith(l.href);
        return (
          <Link
            key={l.href}
            href={l.href}
            aria-current={active ? "page" : undefined}
            className={`rounded-md px-3 ${vertical ? "py-2" : "py-1.5"} ${
              active ? "bg-brand-50 font-medium " + "text-brand-700" : "text-slate-600 hover:bg-slate-100"
            }`}
          >
            {l.label}
          </Link>
        );
      })}
    </nav>
  );
}
