import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { getConsoleSession } from "@/lib/auth";

export const metadata: Metadata = { title: "Create an account" };
export const dynamic = "force-dynamic";

export default async function SignUpPage() {
  if (await getConsoleSession()) redirect("/dashboard");
  return (
    <>
      <h1 className="mb-1 text-xl font-semibold">Create your account</h1>
      <p className="mb-4 text-sm text-slate-600">Start on the free plan; upgrade when your audit begins.</p>
      <SignUpForm />
    </>
  );
}
