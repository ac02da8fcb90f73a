import { EmailAddress } from "@/components/ui/email-address";
import type { Metadata } from "next";
import { InviteMemberForm } from "@/components/members/invite-member-form";
import { MemberActions } from "@/components/members/member-actions";
import { RevokeInvitationButton } from "@/components/members/revoke-invitation-button";
import { roleLabel } from "@/components/members/role-labels";
import { Badge, Card, EmptyState, PageHeader, Table } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { TableHead } from "@/components/ui/table-head";
import { consoleContext } from "@/lib/auth";
import { roleAtLeast } from "@/lib/vocabulary";
import { formatDateTime } from "@/lib/format/date-time";
import { listInvitations, listMembers } from "@/lib/members";
import { pageQuery } from "@/lib/schemas";
import { prose } from "@/lib/format/prose";

export const metadata: Metadata = { title: "Members" };

export default async function MembersPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const page = pageQuery.parse({ cursor: (await searchParams).cursor || undefined });
  const self = ctx.caller.kind === "customer" ? ctx.caller : undefined;
  const isAdmin = self !== undefined && roleAtLeast(self.role, "admin");
  const [members, invitations] = await Promise.all([listMembers(ctx, page), isAdmin ? listInvitations(ctx, { limit: 200 }) : undefined]);
  return (
    <>
      <PageHeader
        title="Members"
        description={prose(
          "Everyone in your account and what they may do. Viewers read, members do the compliance work, admins also manage billing,",
          "members, single sign-on and API keys, owners everything.",
        )}
      />
      {isAdmin && (
        <Card title="Invite someone" className="mb-6">
          <InviteMemberForm />
        </Card>
      )}
      {invitations && invitations.items.length > 0 && (
        <div className="mb-6">
          <h2 className="mb-2 text-sm font-semibold text-slate-900">Pending invitations</h2>
          <Table caption="Pending invitations" stack>
            <TableHead columns={["E-mail", "Role", "Invited by", "Expires"]} actions />
            <tbody>
              {invitations.items.map((invitation) => (
                <tr key={invitation.id}>
                  <td className="font-medium">
                    <EmailAddress email={invitation.email} />
                  </td>
                  <td data-label="Role">{roleLabel(invitation.role)}</td>
                  <td data-label="Invited by">{invitation.invitedBy?.name ?? "—"}</td>
                  <td data-label="Expires">{invitation.status === "expired" ? <Badge tone="amber">Expired</Badge> : formatDateTime(invitation.expiresAt)}</td>
                  <td>
                    <RevokeInvitationButton id={invitation.id} email={invitation.email} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {members.items.length === 0 ? (
        <EmptyState title="No members">Invite someone above.</EmptyState>
      ) : (
        <Table caption="Members" stack>
          <TableHead columns={["Name", "Role", "Status", "Sign-in", "Last signed in"]} actions />
          <tbody>
            {members.items.map((member) => (
              <tr key={member.id}>
                <td>
                  <div className="min-w-0">
                    <div className="font-medium text-slate-900">
                      {member.name}
                      {member.id === self?.userId && <span className="ml-1 text-xs text-slate-500">(you)</span>}
                    </div>
                    <EmailAddress email={member.email} className="block text-xs text-slate-500" oneLineFromMd />
                  </div>
                </td>
                <td data-label="Role">{roleLabel(member.role)}</td>
                <td data-label="Status">{member.status === "active" ? <Badge tone="green">Active</Badge> : <Badge>Deactivated</Badge>}</td>
                <td data-label="Sign-in" className="text-xs text-slate-600">
                  {member.ssoOnly ? "Single sign-on" : "Password"}
                  {member.twoFactor ? " · 2FA" : ""}
                </td>
                <td data-label="Last signed in">{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : "Never"}</td>
                <td>{self && <MemberActions member={member} selfId={self.userId} />}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager nextCursor={members.pagination.nextCursor} basePath="/members" />
    </>
  );
}
