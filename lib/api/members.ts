import { z } from "zod";
import { domainRoutes } from "@/lib/http/route-spec";
import { deletedResponse, idParams, pageQuery } from "@/lib/schemas";
import {
  acceptInvitationBody,
  invitationLookupShape,
  invitationShape,
  invitationTokenBody,
  inviteMemberBody,
  joinedShape,
  memberShape,
  removedMemberShape,
  transferOwnershipBody,
  transferredShape,
  updatedMemberShape,
  updateMemberBody,
} from "@/lib/members/schemas";
import { prose } from "@/lib/format/prose";

// Members are part of every plan: a team is not a paid feature (docs/api.md §4).
const route = domainRoutes({ tags: ["Members"], auth: "customer" });

export const listMembersRoute = route({
  method: "GET",
  path: "/api/v1/members",
  summary: "List the account's members",
  description: prose(
    "Every member of the account with role, status (`active`/`deactivated`), last sign-in, whether a second factor is enrolled and",
    "whether they sign in only through single sign-on; newest first.",
  ),
  query: pageQuery,
  response: z.array(memberShape),
  paginated: true,
});

export const getMemberRoute = route({
  method: "GET",
  path: "/api/v1/members/{id}",
  summary: "Get a member",
  description: "A member of another account answers 404.",
  params: idParams,
  response: memberShape,
  errors: [404],
});

export const updateMemberRoute = route({
  role: "admin",
  method: "PUT",
  path: "/api/v1/members/{id}",
  summary: "Change a member's role, or deactivate or re-activate them",
  description: prose(
    "Only an owner grants, takes away or changes the `owner` role (403 `forbidden` otherwise); nobody changes their own role or status",
    "(403; hand ownership on with transfer-ownership). A deactivated member's sessions and tokens stop working at once. Demoting a",
    "member below `admin` or deactivating them revokes every API key and SCIM token they created (`revokedCredentials`; the owners and",
    "admins are notified; rotate the ones still needed). Demoting or deactivating the last active owner is 409 `conflict`.",
  ),
  params: idParams,
  body: updateMemberBody,
  response: updatedMemberShape,
  errors: [404, 409],
  examples: { body: { role: "admin" } },
});

export const deleteMemberRoute = route({
  role: "admin",
  method: "DELETE",
  path: "/api/v1/members/{id}",
  summary: "Remove a member",
  description: prose(
    "Their work stays; every API key and SCIM token they created is revoked (`revokedCredentials`; the owners and admins are notified;",
    "rotate the ones still needed). Only an owner removes an owner; nobody removes themselves (403). Removing the last active owner is",
    "409 `conflict`.",
  ),
  params: idParams,
  response: removedMemberShape,
  errors: [404, 409],
});

export const transferOwnershipRoute = route({
  role: "owner",
  method: "POST",
  path: "/api/v1/members/transfer-ownership",
  summary: "Hand ownership on to another member",
  description: prose(
    "In one step the named active member becomes an owner and the caller an admin. Naming yourself is 400; a deactivated member is 409",
    "`conflict`; a member of another account is 404.",
  ),
  body: transferOwnershipBody,
  response: transferredShape,
  errors: [404, 409],
  examples: { body: { userId: "3f0c8a52-8d3e-4c1b-9a57-2f4e6b1d9c10" } },
});

export const inviteMemberRoute = route({
  role: "admin",
  method: "POST",
  path: "/api/v1/members/invitations",
  summary: "Invite someone to the account by e-mail",
  description: prose(
    "Sends a single-use link (`{APP_URL}/join?token=…`, valid 7 days) through the e-mail outbox. Only an owner invites an owner (403).",
    "An address that already belongs to a user is 409 `email_taken`. Inviting the same address again replaces the pending invitation",
    "(its link stops working).",
  ),
  body: inviteMemberBody,
  response: invitationShape,
  status: 201,
  errors: [409],
  examples: { body: { email: "sam@acme.example", role: "member" } },
});

export const listInvitationsRoute = route({
  role: "admin",
  method: "GET",
  path: "/api/v1/members/invitations",
  summary: "List pending invitations",
  description: "Invitations neither accepted nor revoked, newest first; an expired one shows `status: expired` until it is revoked or sent again.",
  query: pageQuery,
  response: z.array(invitationShape),
  paginated: true,
});

export const revokeInvitationRoute = route({
  role: "admin",
  method: "DELETE",
  path: "/api/v1/members/invitations/{id}",
  summary: "Revoke a pending invitation",
  description: "Its link answers 401 from then on. An invitation of another account, or one already accepted or revoked, is 404.",
  params: idParams,
  response: deletedResponse,
  errors: [404],
});

export const lookupInvitationRoute = route({
  auth: "none",
  rateLimit: "auth",
  method: "POST",
  path: "/api/v1/members/invitations/lookup",
  summary: "Read an invitation link (the join page)",
  description: "Who invited which address to which account and role, and until when. A used, revoked, expired or unknown token is the same 401 `unauthorized`.",
  body: invitationTokenBody,
  response: invitationLookupShape,
  errors: [401, 429],
  examples: { body: { token: "q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c" } },
});

export const acceptInvitationRoute = route({
  auth: "none",
  rateLimit: "auth",
  method: "POST",
  path: "/api/v1/members/invitations/accept",
  summary: "Join the account: accept an invitation with a name and password",
  description: prose(
    "Creates the member with the invitation's address and role and signs them in (the answer is registration's). The link works once: a",
    "used, revoked, expired or unknown token is 401 `unauthorized`. An address that became a user meanwhile is 409 `email_taken`.",
  ),
  body: acceptInvitationBody,
  response: joinedShape,
  status: 201,
  errors: [401, 409, 429],
  examples: { body: { token: "q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c", name: "Sam Okafor", password: "correct-horse-battery-staple" } },
});

export const memberRoutes = [
  listMembersRoute,
  inviteMemberRoute,
  listInvitationsRoute,
  lookupInvitationRoute,
  acceptInvitationRoute,
  revokeInvitationRoute,
  transferOwnershipRoute,
  getMemberRoute,
  updateMemberRoute,
  deleteMemberRoute,
];
