import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { SignInForm } from "@/components/auth/sign-in-form";
import { getConsoleSession } from "@/lib/auth";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

export default async function SignInPage() {
  if (await getConsoleSession()) redirect("/dashboard");
  return (
    <>
      <h1 className="mb-4 text-xl font-semibold">Sign in</h1>
      <Suspense>
        <SignInForm />
      </Suspense>
    </>
  );
}
