import { z } from "zod";
import { ROLES, TIERS, USER_STATUSES, MEMBER_INVITATION_STATUSES } from "@/lib/vocabulary";
import { storableString, requiredText } from "@/lib/schemas";
import { uuidParam } from "@/lib/uuid";
import { CREDENTIAL_REVOKED_REASONS } from "@/db/accounts";
import { prose } from "@/lib/format/prose";

const email = storableString().trim().toLowerCase().max(254).email("Must be an e-mail address");
const role = z.enum(ROLES);
// The link's token: 32 random bytes in base64url (43 characters); anything else can never match, so it stays a 401.
const token = storableString().trim().min(1, "Required").max(1024);

export const updateMemberBody = z
  .strictObject({ role: role.optional(), active: z.boolean().optional() })
  .refine((body) => body.role !== undefined || body.active !== undefined, { message: "Give `role`, `active` or both" });

export const transferOwnershipBody = z.strictObject({ userId: uuidParam() });

export const inviteMemberBody = z.strictObject({ email, role });

export const invitationTokenBody = z.strictObject({ token });

export const acceptInvitationBody = z.strictObject({
  token,
  name: requiredText(200),
  password: storableString().min(12, "At least 12 characters").max(200, "At most 200 characters"),
});

export type UpdateMemberInput = z.output<typeof updateMemberBody>;
export type TransferOwnershipInput = z.output<typeof transferOwnershipBody>;
export type InviteMemberInput = z.output<typeof inviteMemberBody>;
export type InvitationTokenInput = z.output<typeof invitationTokenBody>;
export type AcceptInvitationInput = z.output<typeof acceptInvitationBody>;

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
