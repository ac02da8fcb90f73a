import type { Metadata } from "next";
import Link from "next/link";
import { Providers } from "@/app/providers";
import { AuditorNav } from "@/components/auditor/auditor-nav";
import { auditorFromCookie } from "@/lib/audits/auditor/page-context";
import { signOutAuditorAction } from "./actions";

export const metadata: Metadata = { title: { default: "Auditor portal", template: "%s · Auditor portal" }, robots: { index: false } };
export const dynamic = "force-dynamic";

/** The auditor portal's own shell: no customer navigation, only the one audit the auditor reviews. */
export default async function AuditorLayout({ children }: { children: React.ReactNode }) {
  const auditor = await auditorFromCookie();
  return (
    <Providers>
      <div className="min-h-screen bg-slate-50">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-6 px-6 py-3">
            <Link href={auditor ? "/auditor" : "/auditor/signed-out"} className="text-base font-semibold text-slate-900">
              Auditor portal
            </Link>
            {auditor && <AuditorNav />}
            {auditor && (
              <form action={signOutAuditorAction} className="ml-auto">
                <button type="submit" className="rounded-md px-2.5 py-1.5 text-sm text-slate-600 hover:bg-slate-100">
                  Sign out
                </button>
              </form>
            )}
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-6xl px-6 py-8">
          {children}
        </main>
      </div>
    </Providers>
  );
}
