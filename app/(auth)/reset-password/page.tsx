import type { Metadata } from "next";
import Link from "next/link";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";

export const metadata: Metadata = { title: "Choose a new password" };
export const dynamic = "force-dynamic";

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { token } = await searchParams;
  return (
    <>
      <h1 className="mb-2 text-xl font-semibold">Choose a new password</h1>
      {token ? (
        <>
          <p className="mb-4 text-sm text-slate-600">Setting a new password signs you out on every device.</p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <p className="text-sm text-slate-600">
          This page needs the link from the reset e-mail.{" "}
          <Link href="/forgot-password" className="font-medium text-brand-600 hover:underline">
            Ask for a new link
          </Link>
          .
        </p>
      )}
    </>
  );
}
