// The members domain's public surface: what other domains, pages and scripts may use (docs/DEVELOPING.md "Domains").
import "server-only";
export { provisionMember, removeMember, revokeSessionsOf, setMemberActive, setMemberRole } from "./internal/membership";
export type { ProvisionInput } from "./internal/membership";
export { acceptInvitation } from "./accept-invitation";
export { deleteMember } from "./delete-member";
export { getMember } from "./get-member";
export { inviteMember } from "./invite-member";
export { listInvitations } from "./list-invitations";
export { listMembers } from "./list-members";
export { lookupInvitation } from "./lookup-invitation";
export { revokeInvitation } from "./revoke-invitation";
export { transferOwnership } from "./transfer-ownership";
export { updateMember } from "./update-member";
export type { InvitationJson, InvitationLookupJson, JoinedJson, MemberJson, TransferredJson } from "./schemas";
export { activeMember, type Person } from "./internal/active-member";
