import { Providers } from "@/app/providers";

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <Providers>
      <main className="flex min-h-screen items-center justify-center px-4 py-12">
        <div className="w-full max-w-sm">
          <p className="mb-6 text-center text-lg font-semibold text-slate-900">Compliance Platform</p>
          <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">{children}</div>
        </div>
      </main>
    </Providers>
  );
}
