import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { SignInForm } from "@/components/auth/sign-in-form";
import { SsoSignIn } from "@/components/sso/sso-sign-in";
import { getConsoleSession } from "@/lib/auth";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  // The console sends a revoked session (or a deactivated member) here with error=SessionEnded; its cookie still
  // decodes, so sending it back to the dashboard would redirect in a loop.
  if ((await searchParams).error !== "SessionEnded" && (await getConsoleSession())) redirect("/dashboard");
  return (
    <>
      <h1 className="mb-4 text-xl font-semibold">Sign in</h1>
      <Suspense>
        <SignInForm />
        <SsoSignIn />
      </Suspense>
    </>
  );
}
