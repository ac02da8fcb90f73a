"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

/** The console's sections, in menu order. */
export const consoleNav = [
  { href: "/dashboard", label: "Dashboard" },
  { href: "/my-work", label: "My work" },
  { href: "/notifications", label: "Notifications" },
  { href: "/audits", label: "Audits" },
  { href: "/frameworks", label: "Frameworks" },
  { href: "/statement-of-applicability", label: "Statement of Applicability" },
  { href: "/risks", label: "Risks" },
  { href: "/evidence", label: "Evidence" },
  { href: "/documents", label: "Documents" },
  { href: "/incidents", label: "Incidents" },
  { href: "/people", label: "People" },
  { href: "/monitoring", label: "Monitoring" },
  { href: "/integrations", label: "Integrations" },
  { href: "/tests", label: "Tests" },
  { href: "/billing", label: "Billing" },
  { href: "/members", label: "Members" },
  { href: "/api-keys", label: "API keys" },
  { href: "/security", label: "Security" },
  { href: "/sso", label: "Single sign-on", adminOnly: true },
  { href: "/members/scim", label: "Provisioning (SCIM)", adminOnly: true },
  { href: "/audit-trail", label: "Audit trail", adminOnly: true },
] as const;

/** `isAdmin`: the signed-in member is an admin or owner (entries marked `adminOnly` show only to them). */
export function ConsoleNav({ isAdmin = false }: { isAdmin?: boolean }) {
  const pathname = usePathname();
  const matches = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  // The most specific section is the current one: /members/scim is Provisioning, not Members as well.
  const current = consoleNav
    .filter((item) => matches(item.href))
    .reduce<string | undefined>((best, item) => (!best || item.href.length > best.length ? item.href : best), undefined);
  return (
    <nav aria-label="Console" className="flex flex-col gap-0.5">
      {consoleNav
        .filter((item) => isAdmin || !("adminOnly" in item && item.adminOnly))
        .map((item) => {
          const active = item.href === current;
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
