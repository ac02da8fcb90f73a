import { z } from "zod";
import { ROLES } from "@/lib/vocabulary";
import { storableString, requiredText } from "@/lib/schemas";
import { uuidParam } from "@/lib/uuid";

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

export * from "./response-schemas";
