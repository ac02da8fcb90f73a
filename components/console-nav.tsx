"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

/** The console's sections, in menu order. */
export const consoleNav = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/audits", label: "Audits" },
  { href: "/frameworks", label: "Frameworks" },
  { href: "/evidence", label: "Evidence" },
  { href: "/documents", label: "Documents" },
  { href: "/monitoring", label: "Monitoring" },
  { href: "/integrations", label: "Integrations" },
  { href: "/tests", label: "Tests" },
  { href: "/billing", label: "Billing" },
  { href: "/api-keys", label: "API keys" },
] as const;

export function ConsoleNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Console" className="flex flex-col gap-0.5">
      {consoleNav.map((item) => {
        const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={active ? "page" : undefined}
            className={`rounded-md px-3 py-2 text-sm font-medium ${active ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}
