import type { Metadata } from "next";
import Link from "next/link";
import { Providers } from "@/app/providers";
import { AuditorNav } from "@/components/auditor/auditor-nav";
import { AuditorSignOutButton } from "@/components/auditor/auditor-sign-out-button";
import { NotificationsInbox } from "@/components/notifications/notifications-inbox";
import { MobileMenu } from "@/components/ui/mobile-menu";
import { AUDITOR_SIGNED_OUT_PATH, auditorFromCookie } from "@/lib/audits";

export const metadata: Metadata = { title: { default: "Auditor portal", template: "%s · Auditor portal" }, robots: { index: false } };
export const dynamic = "force-dynamic";

/** The auditor portal's own shell: no customer navigation, only the one audit the auditor reviews. */
export default async function AuditorLayout({ children }: { children: React.ReactNode }) {
  const auditor = await auditorFromCookie();
  return (
    <Providers>
      <div className="min-h-screen bg-slate-50">
        <header className="relative border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:gap-6 sm:px-6">
            {auditor && (
              <MobileMenu label="Open navigation" className="md:hidden">
                <AuditorNav vertical />
              </MobileMenu>
            )}
            <Link href={auditor ? "/auditor" : AUDITOR_SIGNED_OUT_PATH} className="text-base font-semibold text-slate-900">
              Auditor portal
            </Link>
            {auditor && (
              <div className="hidden md:block">
                <AuditorNav />
              </div>
            )}
            {auditor && (
              <div className="ml-auto">
                <NotificationsInbox api="/api/v1/auditor/notifications" member={false} />
              </div>
            )}
            {auditor && <AuditorSignOutButton signedOutPath={AUDITOR_SIGNED_OUT_PATH} />}
          </div>
        </header>
        <main id="main" className="mx-auto w-full min-w-0 max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
          {children}
        </main>
      </div>
    </Providers>
  );
}
