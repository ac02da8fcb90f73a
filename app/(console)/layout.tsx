import Link from "next/link";
import { Providers } from "@/app/providers";
import { ConsoleNav } from "@/components/console-nav";
import { SignOutButton } from "@/components/sign-out-button";
import { getMe } from "@/lib/auth/get-me";
import { consoleContext } from "@/lib/auth/console-context";
import { ConsoleHeaderExtras } from "./header-extras";

export const dynamic = "force-dynamic";

export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const ctx = await consoleContext();
  const me = await getMe(ctx);
  return (
    <Providers>
      <div className="flex min-h-screen">
        <aside className="hidden w-56 shrink-0 border-r border-slate-200 bg-white px-3 py-4 md:block">
          <Link href="/dashboard" className="mb-6 block px-3 text-base font-semibold text-slate-900">
            Compliance Platform
          </Link>
          <ConsoleNav />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-6 py-3">
            <div className="text-sm text-slate-600">
              <span className="font-medium text-slate-900">{me.account.name}</span>
              <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs">{`${me.account.tier[0].toUpperCase()}${me.account.tier.slice(1)} plan`}</span>
            </div>
            <div className="flex items-center gap-3">
              <ConsoleHeaderExtras />
              <span className="text-sm text-slate-700" title={me.user.email}>
                {me.user.name}
              </span>
              <SignOutButton />
            </div>
          </header>
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-6 py-8">
            {children}
          </main>
        </div>
      </div>
    </Providers>
  );
}
