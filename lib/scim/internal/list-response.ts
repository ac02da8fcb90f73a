import { matches, parseFilter } from "./filter";
import { pageOf } from "./scim-caller";
import { LIST_RESPONSE_SCHEMA } from "./urns";

/** Attributes a filter may name, per resource type (lower-case; `a.b` for sub-attributes). */
export const USER_FILTER_ATTRIBUTES = [
  "id",
  "username",
  "externalid",
  "displayname",
  "active",
  "emails",
  "emails.value",
  "emails.type",
  "emails.primary",
  "name.givenname",
  "name.familyname",
  "name.formatted",
  "meta.created",
  "meta.lastmodified",
];
export const GROUP_FILTER_ATTRIBUTES = ["id", "displayname", "externalid", "members", "members.value", "meta.created", "meta.lastmodified"];

/**
 * A ListResponse (RFC 7644 §3.4.2): the filter is applied to the resources as answered, then the 1-based page is cut.
 * The account's resources are read whole: an account is a company's people and groups, not a data set, and the
 * filter then means exactly what the resource shows.
 */
export function listResponse<T>(resources: T[], query: { filter?: string; startIndex?: number; count?: number }, attributes: string[]) {
  const filter = query.filter?.trim() ? parseFilter(query.filter, attributes) : undefined;
  const found = filter ? resources.filter((resource) => matches(resource, filter)) : resources;
  const { startIndex, count } = pageOf(query);
  const page = found.slice(startIndex - 1, startIndex - 1 + count);
  return { schemas: [LIST_RESPONSE_SCHEMA], totalResults: found.length, startIndex, itemsPerPage: page.length, Resources: page };
}
