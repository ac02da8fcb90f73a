import { z } from "zod";
import { CREDENTIAL_REVOKED_REASONS } from "@/db/accounts";
import { ROLES, TIERS, USER_STATUSES, MEMBER_INVITATION_STATUSES } from "@/lib/vocabulary";
import { prose } from "@/lib/format/prose";

export const memberShape = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  lastSignInAt: z.string().nullable(),
  /** A confirmed TOTP enrolment. */
  twoFactor: z.boolean(),
  /** No password: signs in only through single sign-on. */
  ssoOnly: z.boolean(),
  createdAt: z.string(),
});

/** An API key or SCIM token the member had created, revoked by this change (docs/api.md §4 "Who owns a credential"). */
export const revokedCredentialShape = z.object({
  type: z.enum(["api_key", "scim_token"]),
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  reason: z.enum(CREDENTIAL_REVOKED_REASONS),
});
const revokedCredentials = z
  .array(revokedCredentialShape)
  .describe(
    prose(
      "The API keys and SCIM tokens the member created that this change revoked: rotate the ones still in use (`POST",
      "/api/v1/api-keys/{id}/rotate`, `POST /api/v1/scim/tokens/{id}/rotate`).",
    ),
  );

/** A member after a change of role or status, with what the change revoked. */
export const updatedMemberShape = memberShape.extend({ revokedCredentials });
export const removedMemberShape = z.object({ id: z.string(), deleted: z.literal(true), revokedCredentials });

export const transferredShape = z.object({ owner: memberShape, previousOwner: memberShape });

export const invitationShape = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** `expired` invitations stay listed until revoked or replaced by a new one. */
  status: z.enum(MEMBER_INVITATION_STATUSES),
  invitedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});

export const invitationLookupShape = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  account: z.object({ name: z.string() }),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});

export const joinedShape = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  account: z.object({ id: z.string(), name: z.string(), tier: z.enum(TIERS) }),
  accessToken: z.string(),
  tokenType: z.literal("Bearer"),
  expiresIn: z.number(),
});

export type MemberJson = z.output<typeof memberShape>;
export type UpdatedMemberJson = z.output<typeof updatedMemberShape>;
export type RemovedMemberJson = z.output<typeof removedMemberShape>;
export type InvitationJson = z.output<typeof invitationShape>;
export type InvitationLookupJson = z.output<typeof invitationLookupShape>;
export type TransferredJson = z.output<typeof transferredShape>;
export type JoinedJson = z.output<typeof joinedShape>;
