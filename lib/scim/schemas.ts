import { z } from "zod";
import { CREDENTIAL_REVOKED_REASONS } from "@/db/accounts";
import { pageQuery, storableString, requiredText } from "@/lib/schemas";
import { uuidParam } from "@/lib/uuid";
import { prose } from "@/lib/format/prose";
import { GRANTABLE_ROLES } from "@/lib/vocabulary";

// Request and response shapes of SCIM 2.0 (`/scim/v2`, RFC 7643/7644) and of its management under `/api/v1/scim`.
// SCIM bodies are loose objects: identity providers send attributes and extension schemas the platform does not
// store (titles, phone numbers, the enterprise extension), and refusing them would stop their whole sync.

const meta = z.object({
  resourceType: z.string(),
  created: z.string(),
  lastModified: z.string(),
  location: z.string(),
  version: z.string(),
});

export const scimUserShape = z.object({
  schemas: z.array(z.string()),
  id: z.string(),
  externalId: z.string().optional(),
  userName: z.string().describe("The member's e-mail address."),
  name: z.object({ formatted: z.string(), givenName: z.string().optional(), familyName: z.string().optional() }),
  displayName: z.string(),
  emails: z.array(z.object({ value: z.string(), type: z.string(), primary: z.boolean() })),
  active: z.boolean(),
  groups: z
    .array(z.object({ value: z.string(), display: z.string() }))
    .optional()
    .describe("Read-only: the SCIM groups the member is in."),
  meta,
});
export type ScimUser = z.output<typeof scimUserShape>;

export const scimGroupShape = z.object({
  schemas: z.array(z.string()),
  id: z.string(),
  externalId: z.string().optional(),
  displayName: z.string(),
  members: z
    .array(z.object({ value: z.string(), display: z.string() }))
    .optional()
    .describe("Left out when `excludedAttributes=members`."),
  meta,
});
export type ScimGroup = z.output<typeof scimGroupShape>;

const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    schemas: z.array(z.string()),
    totalResults: z.number().int(),
    startIndex: z.number().int(),
    itemsPerPage: z.number().int(),
    Resources: z.array(item),
  });
export const scimUserListShape = listResponse(scimUserShape);
export const scimGroupListShape = listResponse(scimGroupShape);

export const serviceProviderConfigShape = z.object({
  schemas: z.array(z.string()),
  documentationUri: z.string(),
  patch: z.object({ supported: z.boolean() }),
  bulk: z.object({ supported: z.boolean(), maxOperations: z.number().int(), maxPayloadSize: z.number().int() }),
  filter: z.object({ supported: z.boolean(), maxResults: z.number().int() }),
  changePassword: z.object({ supported: z.boolean() }),
  sort: z.object({ supported: z.boolean() }),
  etag: z.object({ supported: z.boolean() }),
  authenticationSchemes: z.array(z.object({ type: z.string(), name: z.string(), description: z.string(), primary: z.boolean() })),
  meta: z.object({ resourceType: z.string(), location: z.string() }),
});

export const resourceTypeShape = z.object({
  schemas: z.array(z.string()),
  id: z.string(),
  name: z.string(),
  endpoint: z.string(),
  description: z.string(),
  schema: z.string(),
  schemaExtensions: z.array(z.object({ schema: z.string(), required: z.boolean() })),
  meta: z.object({ resourceType: z.string(), location: z.string() }),
});

const attributeFields = {
  name: z.string(),
  type: z.string(),
  multiValued: z.boolean(),
  description: z.string(),
  required: z.boolean(),
  caseExact: z.boolean(),
  mutability: z.string(),
  returned: z.string(),
  uniqueness: z.string(),
};
// Sub-attributes are one level deep in SCIM (RFC 7643 §2.3.8: a complex attribute holds no complex one).
const schemaAttribute = z.object({ ...attributeFields, subAttributes: z.array(z.object(attributeFields)).optional() });
export type SchemaAttribute = z.output<typeof schemaAttribute>;
export const schemaShape = z.object({
  schemas: z.array(z.string()),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  attributes: z.array(schemaAttribute),
  meta: z.object({ resourceType: z.string(), location: z.string() }),
});
export const resourceTypeListShape = listResponse(resourceTypeShape);
export const schemaListShape = listResponse(schemaShape);

/** 1-based paging of RFC 7644 §3.4.2.4; a `count` above 200 is served as 200. */
export const scimListQuery = z.object({
  filter: storableString().max(2000).optional().describe('A SCIM filter: comparisons joined with `and`, e.g. `userName eq "ada@example.com"`.'),
  startIndex: z.coerce.number().int().optional().describe("1-based index of the first result (default 1; below 1 reads as 1)."),
  count: z.coerce.number().int().optional().describe("Results per page (default 100, at most 200; below 0 reads as 0)."),
  attributes: storableString().max(2000).optional().describe("Accepted; the whole resource is answered."),
  excludedAttributes: storableString().max(2000).optional().describe("`members` (groups) or `groups` (users) leaves that attribute out."),
});
export type ScimListQuery = z.output<typeof scimListQuery>;

export const scimGetQuery = scimListQuery.pick({ attributes: true, excludedAttributes: true });
export type ScimGetQuery = z.output<typeof scimGetQuery>;

export const scimIdParams = z.object({ id: uuidParam() });

/** A User as an identity provider sends it (POST and PUT). */
export const scimUserBody = z.looseObject({
  schemas: z.array(z.string()).optional(),
  userName: storableString().trim().min(1).max(320),
  externalId: storableString().max(500).nullish(),
  name: z
    .looseObject({
      formatted: storableString().max(200).nullish(),
      givenName: storableString().max(200).nullish(),
      familyName: storableString().max(200).nullish(),
    })
    .nullish(),
  displayName: storableString().max(200).nullish(),
  emails: z.array(z.looseObject({ value: storableString().max(320).optional(), type: z.string().optional(), primary: z.unknown().optional() })).nullish(),
  active: z.unknown().optional().describe('A boolean; the strings `"True"`/`"False"` (Entra ID) are read as booleans.'),
});
export type ScimUserInput = z.output<typeof scimUserBody>;

/** A Group as an identity provider sends it (POST and PUT). */
export const scimGroupBody = z.looseObject({
  schemas: z.array(z.string()).optional(),
  displayName: storableString().trim().min(1).max(200),
  externalId: storableString().max(500).nullish(),
  members: z.array(z.looseObject({ value: z.string() })).nullish(),
});
export type ScimGroupInput = z.output<typeof scimGroupBody>;

export const patchOpBody = z.looseObject({
  schemas: z.array(z.string()).optional(),
  Operations: z
    .array(z.looseObject({ op: z.string().min(1), path: storableString().max(1000).optional(), value: z.unknown().optional() }))
    .min(1)
    .max(1000),
});
export type PatchOpInput = z.output<typeof patchOpBody>;

// Management, under /api/v1/scim (admins).

export const createScimTokenBody = z.strictObject({ name: requiredText(100) });
export type CreateScimTokenInput = z.output<typeof createScimTokenBody>;

/** Which tokens a list shows: the live ones (default), the revoked ones, or both. */
export const listScimTokensQuery = pageQuery.extend({ status: z.enum(["active", "revoked", "all"]).default("active") });
export type ListScimTokensQuery = z.output<typeof listScimTokensQuery>;

export const scimTokenShape = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string().describe("The token's first characters, to recognise it."),
  createdBy: z
    .object({ id: z.string(), name: z.string(), email: z.string() })
    .nullable()
    .describe("Who created the token; null once that member was removed (their tokens are revoked with them)."),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedReason: z
    .enum(CREDENTIAL_REVOKED_REASONS)
    .nullable()
    .describe(
      prose(
        "Why the token stopped working: `revoked` by an admin, `rotated`, or its creator `creator_removed`, `creator_demoted` below admin,",
        "`creator_deactivated`.",
      ),
    ),
  replacesId: z.string().nullable().describe("The token this one was rotated from, if any."),
});
export type ScimTokenJson = z.output<typeof scimTokenShape>;

export const createdScimTokenShape = scimTokenShape.extend({
  token: z.string().describe("The bearer token for the identity provider, shown this once."),
  baseUrl: z.string().describe("The SCIM base URL to give the identity provider."),
});
export type CreatedScimTokenJson = z.output<typeof createdScimTokenShape>;

export const setGroupRoleBody = z.strictObject({
  role: z.enum(GRANTABLE_ROLES).nullable().describe("The role the group's members get; null: the group grants none."),
});
export type SetGroupRoleInput = z.output<typeof setGroupRoleBody>;

export const scimGroupMappingShape = z.object({
  id: z.string(),
  displayName: z.string(),
  externalId: z.string().nullable(),
  role: z.enum(GRANTABLE_ROLES).nullable(),
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScimGroupMappingJson = z.output<typeof scimGroupMappingShape>;
