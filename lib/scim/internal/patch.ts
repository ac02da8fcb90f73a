import {
  InvalidScimPatchOp,
  InvalidScimRemoveValue,
  NoPathInScimPatchOp,
  NoTarget,
  ScimError,
  scimPatch,
  type ScimPatchOperation,
  type ScimResource,
} from "scim-patch";
// Not re-exported by the package's index: what it throws when a filtered path selects nothing.
import { FilterArrayTargetNotFound, FilterOnEmptyArray } from "scim-patch/lib/src/errors/scimErrors";
import { ServiceError } from "@/lib/errors";
import { attributeOf, stripSchema, type Json } from "./filter";

// PATCH (RFC 7644 §3.5.2), applied by scim-patch to the resource as answered; the service then reads the patched
// resource back the way it reads a PUT, so PATCH and PUT cannot disagree. This adapter first puts what identity
// providers send into the form the library reads: op names in any case (Entra sends "Replace"), attribute names in
// the resource's spelling (RFC 7643 §2.1: they are case-insensitive), members removed by listing them. Attributes of
// extension schemas are accepted and ignored: refusing them would stop a whole sync over a field nobody here reads.
// String booleans ("False") are left as sent: readUser reads them as booleans, like a PUT's.

export interface PatchOperation {
  op: string;
  path?: string;
  value?: Json;
}

type Obj = Record<string, Json>;
type ScimType = "invalidSyntax" | "invalidPath" | "invalidValue" | "noTarget";

function invalid(message: string, scimType: ScimType): ServiceError {
  return new ServiceError("validation_failed", message, { scimType });
}

function asObject(value: Json): Obj | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Obj) : undefined;
}

/** A path without its core schema URN, its top-level attribute spelled as on the resource; undefined for extensions. */
function canonicalPath(resource: Obj, raw: string): string | undefined {
  const path = stripSchema(raw.trim());
  if (path.toLowerCase().startsWith("urn:")) return undefined;
  const attr = /^[^.[]+/.exec(path)?.[0] ?? "";
  const key = Object.keys(resource).find((k) => k.toLowerCase() === attr.toLowerCase());
  return key === undefined ? path : key + path.slice(attr.length);
}

/** One operation as scim-patch reads it (none for an extension attribute, several for a remove by listing). */
function normalise(resource: Obj, operation: PatchOperation): ScimPatchOperation[] {
  const op = operation.op.toLowerCase();
  if (op !== "add" && op !== "replace" && op !== "remove") throw invalid(`"${operation.op}" is not a PATCH operation (add, replace, remove).`, "invalidSyntax");
  if (operation.path === undefined || operation.path.trim() === "") {
    if (op === "remove") throw invalid("A remove operation needs a path.", "noTarget");
    const value = asObject(operation.value);
    if (!value) throw invalid("An operation without a path needs an object value.", "invalidValue");
    const entries = Object.entries(value).flatMap(([name, item]) => {
      const path = canonicalPath(resource, name);
      return path === undefined ? [] : [[path, item] as const];
    });
    return [{ op, value: Object.fromEntries(entries) }];
  }
  const path = canonicalPath(resource, operation.path);
  if (path === undefined) return [];
  if (op !== "remove") {
    if (operation.value === undefined) throw invalid(`The ${op} operation on "${operation.path}" needs a value.`, "invalidValue");
    return [{ op, path, value: operation.value }];
  }
  // Removing values from an attribute the resource does not have removes nothing.
  if (operation.value !== undefined && resource[path] === undefined && !/[.[]/.test(path)) return [];
  const items = Array.isArray(operation.value) ? operation.value : [operation.value];
  if (operation.value !== undefined && Array.isArray(resource[path]) && items.every((item) => typeof attributeOf(item, "value") === "string")) {
    // Entra removes members by listing them ({"value":[{"value":"…"}]}); scim-patch would remove only exact copies,
    // and the members here also carry `display`: remove by id, as `members[value eq "…"]` does.
    return items.map((item) => ({ op, path: `${path}[value eq ${JSON.stringify(attributeOf(item, "value"))}]` }));
  }
  return [{ op, path, value: operation.value }];
}

/** The library's errors as SCIM errors (RFC 7644 §3.12). */
function scimErrorOf(error: ScimError): ServiceError {
  const scimType: ScimType =
    error instanceof NoTarget || error instanceof NoPathInScimPatchOp
      ? "noTarget"
      : error instanceof InvalidScimRemoveValue
        ? "invalidValue"
        : error instanceof InvalidScimPatchOp
          ? "invalidPath"
          : "invalidSyntax";
  return invalid(error.message, scimType);
}

function applyOne(resource: Obj, operation: ScimPatchOperation): Obj {
  try {
    return scimPatch(resource as unknown as ScimResource, [operation], { mutateDocument: true, treatMissingAsAdd: true }) as unknown as Obj;
  } catch (error) {
    // Removing what a filter does not select removes nothing (Entra clears attributes it may never have set).
    if (operation.op === "remove" && (error instanceof FilterArrayTargetNotFound || error instanceof FilterOnEmptyArray)) return resource;
    if (error instanceof ScimError) throw scimErrorOf(error);
    // A path through a single value (`userName.x`): the library writes into a string and the runtime refuses.
    if (error instanceof TypeError) throw invalid(`"${operation.path}" does not name an attribute that can be patched.`, "invalidPath");
    throw error;
  }
}

/** Applies a PatchOp's operations in order to a copy of `resource`; answers the patched copy. */
export function applyPatch(resource: Obj, operations: PatchOperation[]): Obj {
  let patched = structuredClone(resource);
  for (const operation of operations) {
    for (const normalised of normalise(patched, operation)) patched = applyOne(patched, normalised);
  }
  return patched;
}
