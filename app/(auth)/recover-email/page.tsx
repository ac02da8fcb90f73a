import type { Metadata } from "next";
import { RecoverEmailForm } from "@/components/auth/recover-email-form";

export const metadata: Metadata = { title: "Restore your e-mail address" };
export const dynamic = "force-dynamic";

export default async function RecoverEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const { token } = await searchParams;
  return (
    <>
      <h1 className="mb-2 text-xl font-semibold">Restore your e-mail address</h1>
      {token ? (
        <>
          <p className="mb-4 text-sm text-slate-600">
            Your account&apos;s address goes back to this one, everyone is signed out of your account, and password-reset links stop working. Then ask for a new
            password from the sign-in page.
          </p>
          <RecoverEmailForm token={token} />
        </>
      ) : (
        <p className="text-sm text-slate-600">This page needs the link from the e-mail that told you your address changed.</p>
      )}
    </>
  );
}
