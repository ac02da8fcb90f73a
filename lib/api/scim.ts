import { z } from "zod";
import { domainRoutes } from "@/lib/http/route-spec";
import { deletedResponse, idParams, pageQuery } from "@/lib/schemas";
import {
  createdScimTokenShape,
  createScimTokenBody,
  patchOpBody,
  resourceTypeListShape,
  schemaListShape,
  scimGetQuery,
  scimGroupBody,
  scimGroupListShape,
  scimGroupMappingShape,
  scimGroupShape,
  scimIdParams,
  scimListQuery,
  scimTokenShape,
  listScimTokensQuery,
  scimUserBody,
  scimUserListShape,
  scimUserShape,
  serviceProviderConfigShape,
  setGroupRoleBody,
} from "@/lib/scim/schemas";
import { prose } from "@/lib/format/prose";

// SCIM 2.0 (RFC 7643/7644) at /scim/v2, for identity providers with a SCIM token; answers and errors are SCIM's own
// (`application/scim+json`, no {success,data} envelope). Managed by admins under /api/v1/scim (docs/api.md "SCIM").
const scimRoute = domainRoutes({ tags: ["SCIM"], auth: "scim" });
const manageRoute = domainRoutes({ tags: ["SCIM"], auth: "customer", role: "admin" });

const DELETED = { 204: { description: "Done; no body." } };

export const serviceProviderConfigRoute = scimRoute({
  method: "GET",
  path: "/scim/v2/ServiceProviderConfig",
  summary: "SCIM: what this endpoint supports",
  description: "PATCH and filters are supported; bulk, sort, ETags and password changes are not. Public, as RFC 7644 §4 allows.",
  auth: "none",
  envelope: "scim",
  response: serviceProviderConfigShape,
});

export const resourceTypesRoute = scimRoute({
  method: "GET",
  path: "/scim/v2/ResourceTypes",
  summary: "SCIM: resource types (User, Group)",
  description: "The two resource types this endpoint serves and their schemas, for identity providers that discover them (RFC 7644 §4). Public.",
  auth: "none",
  envelope: "scim",
  response: resourceTypeListShape,
});

export const schemasRoute = scimRoute({
  method: "GET",
  path: "/scim/v2/Schemas",
  summary: "SCIM: the User and Group attributes stored",
  description:
    "The User and Group attributes this endpoint reads and returns (RFC 7643 §7); others an identity provider sends are accepted and ignored. Public.",
  auth: "none",
  envelope: "scim",
  response: schemaListShape,
});

export const listScimUsersRoute = scimRoute({
  method: "GET",
  path: "/scim/v2/Users",
  summary: "SCIM: list users",
  description: prose(
    "Every member of the account, oldest first. `filter`: comparisons (`eq ne co sw ew gt ge lt le pr`) joined with `and`, on",
    '`userName`, `externalId`, `displayName`, `active`, `emails.value` / `emails[type eq "work"].value`, `name.*`, `id`, `meta.*`;',
    "anything else (`or`, `not`, parentheses, other attributes) is 400 `invalidFilter`. `startIndex` (1-based) and `count` page the",
    "answer.",
  ),
  envelope: "scim",
  query: scimListQuery,
  response: scimUserListShape,
});

export const createScimUserRoute = scimRoute({
  method: "POST",
  path: "/scim/v2/Users",
  summary: "SCIM: create a user",
  description: prose(
    "A new member: `userName` is the e-mail, the name comes from `name.givenName`/`familyName` (else `displayName`, `name.formatted`),",
    "with `externalId` and `active`. Role `member` until a mapped group says otherwise; no password (they sign in through single",
    "sign-on). An e-mail already used in this or another account is 409 `uniqueness`. Attributes not stored here are accepted and",
    "ignored.",
  ),
  envelope: "scim",
  body: scimUserBody,
  response: scimUserShape,
  status: 201,
  errors: [409],
});

export const getScimUserRoute = scimRoute({
  method: "GET",
  path: "/scim/v2/Users/{id}",
  summary: "SCIM: get a user",
  description: "One member of the account as a SCIM User, with `active` and `meta`; another account's user or an unknown id is 404.",
  envelope: "scim",
  params: scimIdParams,
  query: scimGetQuery,
  response: scimUserShape,
});

export const replaceScimUserRoute = scimRoute({
  method: "PUT",
  path: "/scim/v2/Users/{id}",
  summary: "SCIM: replace a user",
  description: "E-mail, name, external id and `active` as sent (a missing `active` is true). `active: false` deactivates: the member's sessions end at once.",
  envelope: "scim",
  params: scimIdParams,
  body: scimUserBody,
  response: scimUserShape,
  errors: [409],
});

export const updateScimUserRoute = scimRoute({
  method: "PATCH",
  path: "/scim/v2/Users/{id}",
  summary: "SCIM: patch a user",
  description: prose(
    "A PatchOp: `add`, `replace`, `remove` (any case), with or without `path` (`active`, `userName`, `displayName`, `externalId`,",
    '`name.givenName`, `emails[type eq "work"].value`, …). Okta\'s `{"op":"replace","value":{"active":false}}` and Entra ID\'s',
    '`{"op":"Replace","path":"active","value":"False"}` deactivate; the member\'s sessions end at once. Deactivating the last active',
    "owner is 409.",
  ),
  envelope: "scim",
  params: scimIdParams,
  body: patchOpBody,
  response: scimUserShape,
  errors: [409],
});

export const deleteScimUserRoute = scimRoute({
  method: "DELETE",
  path: "/scim/v2/Users/{id}",
  summary: "SCIM: delete a user",
  description: prose(
    "Removes the member for good (their work stays, attributed to a deleted user). Identity providers deactivate with PATCH first; Entra",
    "ID deletes after its soft-delete period. The last active owner cannot be removed (409).",
  ),
  envelope: "scim",
  params: scimIdParams,
  status: 204,
  responses: DELETED,
  errors: [409],
});

export const listScimGroupsRoute = scimRoute({
  method: "GET",
  path: "/scim/v2/Groups",
  summary: "SCIM: list groups",
  description: prose(
    'Filter on `displayName`, `externalId`, `id` or `members[value eq "…"]` (comparisons joined with `and`);',
    "`excludedAttributes=members` leaves the members out.",
  ),
  envelope: "scim",
  query: scimListQuery,
  response: scimGroupListShape,
});

export const createScimGroupRoute = scimRoute({
  method: "POST",
  path: "/scim/v2/Groups",
  summary: "SCIM: create a group",
  description: prose(
    "A group with its members (ids of this account's users; another id is 400 `invalidValue`). A name already used is 409 `uniqueness`.",
    "It grants no role until an admin maps it (`PUT /api/v1/scim/groups/{id}`).",
  ),
  envelope: "scim",
  body: scimGroupBody,
  response: scimGroupShape,
  status: 201,
  errors: [409],
});

export const getScimGroupRoute = scimRoute({
  method: "GET",
  path: "/scim/v2/Groups/{id}",
  summary: "SCIM: get a group",
  description: "One group with its members; another account's group or an unknown id is 404.",
  envelope: "scim",
  params: scimIdParams,
  query: scimGetQuery,
  response: scimGroupShape,
});

export const replaceScimGroupRoute = scimRoute({
  method: "PUT",
  path: "/scim/v2/Groups/{id}",
  summary: "SCIM: replace a group",
  description: "Name, external id and the whole member list, as sent; members who join or leave get the role their mapped groups now give.",
  envelope: "scim",
  params: scimIdParams,
  body: scimGroupBody,
  response: scimGroupShape,
  errors: [409],
});

export const updateScimGroupRoute = scimRoute({
  method: "PATCH",
  path: "/scim/v2/Groups/{id}",
  summary: "SCIM: patch a group",
  description: prose(
    'Members `add`/`remove` (`path: "members"` with a value list, or `members[value eq "…"]`), `replace` of `displayName` or of the',
    "whole member list, in any case (`Add`, `Remove`, `Replace`). Members who join or leave get the role their mapped groups now give",
    "(the highest wins; in none, they keep theirs).",
  ),
  envelope: "scim",
  params: scimIdParams,
  body: patchOpBody,
  response: scimGroupShape,
  errors: [409],
});

export const deleteScimGroupRoute = scimRoute({
  method: "DELETE",
  path: "/scim/v2/Groups/{id}",
  summary: "SCIM: delete a group",
  description: "Deletes the group; its members lose the role it gave them and keep the highest role of their other mapped groups (or their own, if none).",
  envelope: "scim",
  params: scimIdParams,
  status: 204,
  responses: DELETED,
  errors: [409],
});

export const createScimTokenRoute = manageRoute({
  method: "POST",
  path: "/api/v1/scim/tokens",
  summary: "Create a SCIM token",
  description: "A bearer token (`scim_…`) for the identity provider, shown this once with the base URL (`{APP_URL}/scim/v2`); only its SHA-256 is kept.",
  body: createScimTokenBody,
  response: createdScimTokenShape,
  status: 201,
});

export const listScimTokensRoute = manageRoute({
  method: "GET",
  path: "/api/v1/scim/tokens",
  summary: "List SCIM tokens",
  description: prose(
    "Tokens of the account, newest first: the live ones (default), `status=revoked` or `status=all`; with their prefix, last use, who",
    "created them (`createdBy`, null once that member was removed), `revokedAt` and `revokedReason`, and the token a rotated one",
    "replaces (`replacesId`); never the secret.",
  ),
  query: listScimTokensQuery,
  response: z.array(scimTokenShape),
  paginated: true,
});

export const revokeScimTokenRoute = manageRoute({
  method: "DELETE",
  path: "/api/v1/scim/tokens/{id}",
  summary: "Revoke a SCIM token",
  description: "The identity provider's next request with it is 401.",
  params: idParams,
  response: deletedResponse,
});

export const rotateScimTokenRoute = manageRoute({
  method: "POST",
  path: "/api/v1/scim/tokens/{id}/rotate",
  summary: "Rotate a SCIM token (the new token is shown this once)",
  description: prose(
    "Issues a successor with the same name, created by the caller and shown this once with the base URL (`replacesId` names the old",
    "token), and revokes the old token (`revokedReason: rotated`): give the new one to the identity provider. Also works on a token",
    "revoked because its creator was removed, demoted below admin or deactivated. A token of another account is 404; one revoked by an",
    "admin or already rotated is 409 `conflict`.",
  ),
  params: idParams,
  response: createdScimTokenShape,
  status: 201,
  errors: [404, 409],
});

export const listGroupMappingsRoute = manageRoute({
  method: "GET",
  path: "/api/v1/scim/groups",
  summary: "List SCIM groups and their roles",
  description: "The groups the identity provider pushed, by name, with the role each grants (or null) and its member count.",
  query: pageQuery,
  response: z.array(scimGroupMappingShape),
  paginated: true,
});

export const setGroupRoleRoute = manageRoute({
  method: "PUT",
  path: "/api/v1/scim/groups/{id}",
  summary: "Map a SCIM group to a role",
  description: prose(
    "`role`: `viewer`, `member`, `admin` or null (a group never grants `owner`). Its members get at once the highest role of their",
    "mapped groups; owners keep ownership, and a member in no mapped group keeps their role. Each change is in the audit trail.",
  ),
  params: idParams,
  body: setGroupRoleBody,
  response: scimGroupMappingShape,
});

export const scimRoutes = [
  serviceProviderConfigRoute,
  resourceTypesRoute,
  schemasRoute,
  listScimUsersRoute,
  createScimUserRoute,
  getScimUserRoute,
  replaceScimUserRoute,
  updateScimUserRoute,
  deleteScimUserRoute,
  listScimGroupsRoute,
  createScimGroupRoute,
  getScimGroupRoute,
  replaceScimGroupRoute,
  updateScimGroupRoute,
  deleteScimGroupRoute,
  createScimTokenRoute,
  listScimTokensRoute,
  revokeScimTokenRoute,
  rotateScimTokenRoute,
  listGroupMappingsRoute,
  setGroupRoleRoute,
];
