import type { Metadata } from "next";
import Link from "next/link";
import { ButtonLink } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * Unknown addresses, and records another account owns or that no longer exist (services answer 404 for both).
 * Its links are not prefetched: for a signed-out visitor each one redirects to a sign-in page.
 */
export default function NotFound() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-3 sm:px-6">
          <Link href="/dashboard" prefetch={false} className="text-base font-semibold text-slate-900">
            Compliance Platform
          </Link>
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-12">
        <section className="w-full max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm" aria-labelledby="not-found-title">
          <p className="text-sm font-semibold text-brand-600">404</p>
          <h1 id="not-found-title" className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">
            Page not found
          </h1>
          <p className="mt-3 text-sm text-slate-600">
            This page does not exist, or what it showed has been deleted or belongs to another account. Check the address, or go back to where you work.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/dashboard" prefetch={false}>
              Go to the dashboard
            </ButtonLink>
            <ButtonLink href="/audits" variant="secondary" prefetch={false}>
              Audits
            </ButtonLink>
            <ButtonLink href="/docs" variant="secondary" prefetch={false}>
              API reference
            </ButtonLink>
          </div>
          <p className="mt-6 text-xs text-slate-500">
            Auditors: open the{" "}
            <Link href="/auditor" prefetch={false} className="text-brand-700 hover:underline">
              auditor portal
            </Link>{" "}
            through the link in your invitation.
          </p>
        </section>
      </main>
    </div>
  );
}
