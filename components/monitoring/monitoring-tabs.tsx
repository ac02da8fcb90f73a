"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const TABS = [
  { href: "/monitoring", label: "Schedules" },
  { href: "/monitoring/results", label: "Results" },
  { href: "/monitoring/alerts", label: "Alerts" },
  { href: "/monitoring/webhooks", label: "Webhooks" },
] as const;

export function MonitoringTabs() {
  const pathname = usePathname();
  return (
    <nav aria-label="Monitoring" className="mb-6 flex gap-1 border-b border-slate-200">
      {TABS.map((tab) => {
        const active = tab.href === "/monitoring" ? pathname === tab.href || pathname.startsWith("/monitoring/schedules") : pathname.startsWith(tab.href);
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={active ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
              active ? "border-brand-600 text-brand-700" : "border-transparent " + "text-slate-600 hover:text-slate-900"
            }`}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
