import type { SchemaAttribute } from "../schemas";
import { scimBaseUrl } from "./scim-caller";
import { ENTERPRISE_USER_SCHEMA, GROUP_SCHEMA, RESOURCE_TYPE_SCHEMA, SCHEMA_SCHEMA, SERVICE_PROVIDER_CONFIG_SCHEMA, USER_SCHEMA } from "./urns";

// What the endpoint tells an identity provider about itself (RFC 7643 §5-7): only what it really does.

type Attr = {
  name: string;
  type: string;
  multiValued?: boolean;
  description: string;
  required?: boolean;
  caseExact?: boolean;
  mutability?: string;
  returned?: string;
  uniqueness?: string;
  subAttributes?: Attr[];
};

function attribute(a: Attr): SchemaAttribute {
  const out: SchemaAttribute = {
    name: a.name,
    type: a.type,
    multiValued: a.multiValued ?? false,
    description: a.description,
    required: a.required ?? false,
    caseExact: a.caseExact ?? false,
    mutability: a.mutability ?? "readWrite",
    returned: a.returned ?? "default",
    uniqueness: a.uniqueness ?? "none",
  };
  return a.subAttributes ? { ...out, subAttributes: a.subAttributes.map(({ subAttributes: _none, ...sub }) => attribute(sub)) } : out;
}

export function serviceProviderConfig() {
  const base = scimBaseUrl();
  return {
    schemas: [SERVICE_PROVIDER_CONFIG_SCHEMA],
    documentationUri: `${base.replace(/\/scim\/v2$/, "")}/docs/api#scim`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: 200 },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "Bearer token",
        description: "A SCIM token of the account (`scim_…`), created by an admin in the console.",
        primary: true,
      },
    ],
    meta: { resourceType: "ServiceProviderConfig", location: `${base}/ServiceProviderConfig` },
  };
}

export function resourceTypes() {
  const base = scimBaseUrl();
  return [
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: "User",
      name: "User",
      endpoint: "/Users",
      description: "A member of the account.",
      schema: USER_SCHEMA,
      schemaExtensions: [],
      meta: { resourceType: "ResourceType", location: `${base}/ResourceTypes/User` },
    },
    {
      schemas: [RESOURCE_TYPE_SCHEMA],
      id: "Group",
      name: "Group",
      endpoint: "/Groups",
      description: "A group; mapped to a role, it gives its members that role.",
      schema: GROUP_SCHEMA,
      schemaExtensions: [],
      meta: { resourceType: "ResourceType", location: `${base}/ResourceTypes/Group` },
    },
  ];
}

const ref = (description: string): Attr[] => [
  { name: "value", type: "string", description, mutability: "immutable" },
  { name: "display", type: "string", description: "Its name.", mutability: "readOnly" },
];

export function schemas() {
  const base = scimBaseUrl();
  return [
    {
      schemas: [SCHEMA_SCHEMA],
      id: USER_SCHEMA,
      name: "User",
      description: "A member of the account. Attributes not listed (and extension schemas such as " + ENTERPRISE_USER_SCHEMA + ") are accepted and not stored.",
      attributes: [
        attribute({
          name: "userName",
          type: "string",
          description: "The member's e-mail address, unique across the service.",
          required: true,
          uniqueness: "server",
        }),
        attribute({
          name: "name",
          type: "complex",
          description: "The member's name; stored as one display name.",
          subAttributes: [
            { name: "formatted", type: "string", description: "The whole name." },
            { name: "givenName", type: "string", description: "Given name." },
            { name: "familyName", type: "string", description: "Family name." },
          ],
        }),
        attribute({ name: "displayName", type: "string", description: "The name shown in the console." }),
        attribute({
          name: "emails",
          type: "complex",
          multiValued: true,
          description: "The member's e-mail (userName), as the one work address.",
          subAttributes: [
            { name: "value", type: "string", description: "Address." },
            { name: "type", type: "string", description: "`work`." },
            { name: "primary", type: "boolean", description: "Always true." },
          ],
        }),
        attribute({ name: "active", type: "boolean", description: "False: deactivated, signed out everywhere at once." }),
        attribute({ name: "externalId", type: "string", caseExact: true, description: "The identity provider's id of the member." }),
        attribute({
          name: "groups",
          type: "complex",
          multiValued: true,
          mutability: "readOnly",
          description: "The groups the member is in.",
          subAttributes: ref("The group's id."),
        }),
      ],
      meta: { resourceType: "Schema", location: `${base}/Schemas/${USER_SCHEMA}` },
    },
    {
      schemas: [SCHEMA_SCHEMA],
      id: GROUP_SCHEMA,
      name: "Group",
      description: "A group of members; an admin may map it to a role (viewer, member or admin).",
      attributes: [
        attribute({ name: "displayName", type: "string", description: "The group's name, unique in the account.", required: true, uniqueness: "server" }),
        attribute({ name: "externalId", type: "string", caseExact: true, description: "The identity provider's id of the group." }),
        attribute({
          name: "members",
          type: "complex",
          multiValued: true,
          description: "The group's members (users of this account).",
          subAttributes: ref("The user's id."),
        }),
      ],
      meta: { resourceType: "Schema", location: `${base}/Schemas/${GROUP_SCHEMA}` },
    },
  ];
}
