import { z } from "zod";
import { listOrNone, oscalDateTime, oscalString } from "./datatypes";
import { PRODUCT_NS } from "./ids";
import { OSCAL_VERSION } from "./version";

/**
 * OSCAL's shared `metadata` and `back-matter` blocks, declared once for every model this product writes. The zod
 * shapes describe exactly what the builders emit (the OpenAPI document publishes them, closed), a subset of NIST's
 * schema; the builders keep every value inside NIST's datatypes.
 */

export const propertyShape = z.object({
  name: z.string(),
  ns: z.string().optional(),
  value: z.string(),
  class: z.string().optional(),
  remarks: z.string().optional(),
});
export type OscalProperty = z.output<typeof propertyShape>;

export const linkShape = z.object({
  href: z.string(),
  rel: z.string().optional(),
  "media-type": z.string().optional(),
  text: z.string().optional(),
});
export type OscalLink = z.output<typeof linkShape>;

export const hashShape = z.object({ algorithm: z.string(), value: z.string() });
export type OscalHash = z.output<typeof hashShape>;

export const roleShape = z.object({ id: z.string(), title: z.string(), description: z.string().optional() });
export type OscalRole = z.output<typeof roleShape>;

export const partyShape = z.object({
  uuid: z.string(),
  type: z.enum(["person", "organization"]),
  name: z.string(),
  "email-addresses": z.array(z.string()).optional(),
  "member-of-organizations": z.array(z.string()).optional(),
  remarks: z.string().optional(),
});
export type OscalParty = z.output<typeof partyShape>;

export const responsiblePartyShape = z.object({ "role-id": z.string(), "party-uuids": z.array(z.string()) });
export type OscalResponsibleParty = z.output<typeof responsiblePartyShape>;

export const metadataShape = z.object({
  title: z.string(),
  published: z.string().optional(),
  "last-modified": z.string(),
  version: z.string(),
  "oscal-version": z.string().describe("The OSCAL release the document follows."),
  props: z.array(propertyShape).optional(),
  links: z.array(linkShape).optional(),
  roles: z.array(roleShape).optional(),
  parties: z.array(partyShape).optional(),
  "responsible-parties": z.array(responsiblePartyShape).optional(),
  remarks: z.string().optional(),
});
export type OscalMetadata = z.output<typeof metadataShape>;

export const resourceLinkShape = z.object({ href: z.string(), "media-type": z.string().optional(), hashes: z.array(hashShape).optional() });

export const resourceShape = z.object({
  uuid: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  props: z.array(propertyShape).optional(),
  rlinks: z.array(resourceLinkShape).optional(),
  remarks: z.string().optional(),
});
export type OscalResource = z.output<typeof resourceShape>;

export const backMatterShape = z.object({ resources: z.array(resourceShape) });
export type OscalBackMatter = z.output<typeof backMatterShape>;

/**
 * A property; `ns` for one the product defines (PRODUCT_NS: NIST reserves the default namespace for its own props),
 * none for NIST's. The value becomes one line.
 */
export function oscalProp(name: string, value: string | number | boolean, opts: { ns?: string; class?: string } = {}): OscalProperty {
  return { name, ...(opts.ns ? { ns: opts.ns } : {}), value: oscalString(String(value)), ...(opts.class ? { class: opts.class } : {}) };
}

/** A property the product defines (its namespace, PRODUCT_NS). */
export const productProp = (name: string, value: string | number | boolean): OscalProperty => oscalProp(name, value, { ns: PRODUCT_NS });

export interface MetadataInput {
  title: string;
  /** When the content last changed, taken from stored data (never the clock), so repeated exports are identical. */
  lastModified: Date | string;
  version: string;
  published?: Date | string | null;
  props?: OscalProperty[];
  links?: OscalLink[];
  roles?: OscalRole[];
  parties?: OscalParty[];
  responsibleParties?: OscalResponsibleParty[];
  remarks?: string | null;
}

/** The `metadata` block every OSCAL document starts with, declaring OSCAL_VERSION; empty lists are left out. */
export function oscalMetadata(input: MetadataInput): OscalMetadata {
  return {
    title: oscalString(input.title, "Untitled"),
    ...(input.published ? { published: oscalDateTime(input.published) } : {}),
    "last-modified": oscalDateTime(input.lastModified),
    version: oscalString(input.version, "1"),
    "oscal-version": OSCAL_VERSION,
    ...optional("props", listOrNone(input.props ?? [])),
    ...optional("links", listOrNone(input.links ?? [])),
    ...optional("roles", listOrNone(input.roles ?? [])),
    ...optional("parties", listOrNone(input.parties ?? [])),
    ...optional("responsible-parties", listOrNone(input.responsibleParties ?? [])),
    ...(input.remarks?.trim() ? { remarks: input.remarks.trim() } : {}),
  };
}

/** `{[key]: value}` when there is a value, `{}` otherwise: spreads an optional member into an object literal. */
export function optional<K extends string, V>(key: K, value: V | undefined | null): { [P in K]?: V } {
  return (value === undefined || value === null ? {} : { [key]: value }) as { [P in K]?: V };
}

/** A person or organisation named in the document, with the role it plays there. */
export interface PartyInput {
  /** The product's id of the person or organisation: names the party's uuid. */
  id: string;
  type: "person" | "organization";
  name: string;
  email?: string | null;
  roleId: string;
  /** The product's id of the organisation party this person belongs to. */
  memberOf?: string | null;
}

/** The address form NIST's schema checks (`format: email`, as Ajv reads it); another address is left out. */
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** `roles`, `parties` and `responsible-parties` of a metadata block from the parties and the roles they play. */
export function partiesBlock(
  uuidOf: (kind: string, id: string) => string,
  roles: readonly OscalRole[],
  parties: readonly PartyInput[],
): Pick<MetadataInput, "roles" | "parties" | "responsibleParties"> {
  const used = roles.filter((r) => parties.some((p) => p.roleId === r.id));
  return {
    roles: used,
    // A party playing two roles is listed once and named under both.
    parties: [...new Map(parties.map((p) => [p.id, p])).values()].map((p) => ({
      uuid: uuidOf("party", p.id),
      type: p.type,
      name: oscalString(p.name, p.type === "person" ? "Unnamed person" : "Unnamed organization"),
      ...optional("email-addresses", p.email && EMAIL.test(p.email.trim()) ? [p.email.trim()] : undefined),
      ...optional("member-of-organizations", p.memberOf ? [uuidOf("party", p.memberOf)] : undefined),
    })),
    responsibleParties: used.map((r) => ({
      "role-id": r.id,
      "party-uuids": [...new Set(parties.filter((p) => p.roleId === r.id).map((p) => uuidOf("party", p.id)))],
    })),
  };
}
