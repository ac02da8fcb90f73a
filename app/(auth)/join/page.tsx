import type { Metadata } from "next";
import Link from "next/link";
import { JoinForm } from "@/components/members/join-form";
import { roleLabel } from "@/components/members/role-labels";
import { makeCtx } from "@/lib/context";
import { isServiceError } from "@/lib/errors";
import { formatDateTime } from "@/lib/format/date-time";
import { lookupInvitation, type InvitationLookupJson } from "@/lib/members";

export const metadata: Metadata = { title: "Join your team" };
export const dynamic = "force-dynamic";

export default async function JoinPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const token = (await searchParams).token ?? "";
  let invitation: InvitationLookupJson | undefined;
  try {
    if (token) invitation = await lookupInvitation(makeCtx({ kind: "anonymous" }), { token });
  } catch (error) {
    if (!isServiceError(error)) throw error;
  }
  if (!invitation) {
    return (
      <>
        <h1 className="mb-2 text-xl font-semibold">This invitation link does not work</h1>
        <p className="mb-4 text-sm text-slate-600">
          It may have been used already, revoked, replaced by a newer invitation, or expired. Ask whoever invited you to send a new one.
        </p>
        <Link href="/sign-in" className="text-sm font-medium text-brand-600 hover:underline">
          Sign in instead
        </Link>
      </>
    );
  }
  return (
    <>
      <h1 className="mb-1 text-xl font-semibold">Join {invitation.account.name}</h1>
      <p className="mb-4 text-sm text-slate-600">
        {invitation.invitedBy ?? "An administrator"} invited <span className="font-medium text-slate-900">{invitation.email}</span> to join{" "}
        {invitation.account.name} as {roleLabel(invitation.role).toLowerCase()}. The link works until {formatDateTime(invitation.expiresAt)}.
      </p>
      <JoinForm token={token} email={invitation.email} />
    </>
  );
}
