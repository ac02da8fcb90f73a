import { tierName } from "@/components/billing/format";
import Link from "next/link";
import { Providers } from "@/app/providers";
import { ConsoleNav } from "@/components/console-nav";
import { SignOutButton } from "@/components/sign-out-button";
import { MobileMenu } from "@/components/ui/mobile-menu";
import { RoleProvider } from "@/components/ui/role";
import { getMe, consoleContext } from "@/lib/auth";
import { roleAtLeast } from "@/lib/vocabulary";
import { ConsoleHeaderExtras } from "./header-extras";

export const dynamic = "force-dynamic";

export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  // The frame shows on the security page too; each page applies the two-factor requirement itself.
  const ctx = await consoleContext({ allowWithoutSecondFactor: true });
  const me = await getMe(ctx);
  const planName = `${tierName(me.account.tier)} plan`;
  const isAdmin = ctx.caller.kind === "customer" && roleAtLeast(ctx.caller.role, "admin");
  return (
    <Providers>
      <RoleProvider role={ctx.caller.kind === "customer" ? ctx.caller.role : "viewer"}>
        <div className="flex min-h-screen">
          <aside className="hidden w-56 shrink-0 border-r border-slate-200 bg-white px-3 py-4 md:block">
            <Link href="/dashboard" className="mb-6 block px-3 text-base font-semibold text-slate-900">
              Compliance Platform
            </Link>
            <ConsoleNav isAdmin={isAdmin} />
          </aside>
          <div className="flex min-w-0 flex-1 flex-col">
            <header className="relative flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
              <div className="flex min-w-0 items-center gap-2">
                {/* Below md the sidebar is hidden: the menu button opens the same navigation. */}
                <MobileMenu label="Open navigation" className="md:hidden">
                  <p className="mb-2 px-3 text-sm text-slate-600">
                    <span className="font-medium text-slate-900">{me.account.name}</span> · {planName} · {me.user.name}
                  </p>
                  <ConsoleNav isAdmin={isAdmin} />
                </MobileMenu>
                <Link href="/dashboard" className="truncate text-base font-semibold text-slate-900 max-[419px]:hidden md:hidden">
                  Compliance Platform
                </Link>
                <div className="hidden min-w-0 truncate text-sm text-slate-600 md:block">
                  <span className="font-medium text-slate-900">{me.account.name}</span>
                  <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs">{planName}</span>
                </div>
              </div>
              <div className="flex shrink-0 items-center gap-2 sm:gap-3">
                <ConsoleHeaderExtras />
                <span className="hidden text-sm text-slate-700 sm:inline" title={me.user.email}>
                  {me.user.name}
                </span>
                <SignOutButton />
              </div>
            </header>
            <main id="main" className="mx-auto w-full min-w-0 max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
              {children}
            </main>
          </div>
        </div>
      </RoleProvider>
    </Providers>
  );
}
