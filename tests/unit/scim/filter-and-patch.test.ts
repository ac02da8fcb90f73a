import { describe, expect, it } from "vitest";
import { matches, parseFilter } from "@/lib/scim/internal/filter";
import { applyPatch } from "@/lib/scim/internal/patch";
import { USER_FILTER_ATTRIBUTES } from "@/lib/scim/internal/list-response";
import { readUser } from "@/lib/scim/internal/user-resource";

const ada = {
  id: "u-1",
  userName: "ada@example.com",
  externalId: "Ext-1",
  name: { givenName: "Ada", familyName: "Lovelace", formatted: "Ada Lovelace" },
  displayName: "Ada Lovelace",
  emails: [{ value: "ada@example.com", type: "work", primary: true }],
  active: true,
};
const filter = (text: string) => parseFilter(text, USER_FILTER_ATTRIBUTES);

describe("SCIM filters", () => {
  it("matches the forms identity providers send", () => {
    expect(matches(ada, filter('userName eq "ADA@example.com"'))).toBe(true);
    expect(matches(ada, filter('externalId eq "ext-1"'))).toBe(false); // caseExact
    expect(matches(ada, filter('emails[type eq "work"].value eq "ada@example.com"'))).toBe(true);
    expect(matches(ada, filter('emails[type eq "home"].value eq "ada@example.com"'))).toBe(false);
    expect(matches(ada, filter('emails.value co "@example" and active eq true'))).toBe(true);
    expect(matches(ada, filter('urn:ietf:params:scim:schemas:core:2.0:User:userName sw "ada"'))).toBe(true);
    expect(matches(ada, filter("name.familyName pr"))).toBe(true);
    // Entra's quoted booleans read as booleans, either side.
    expect(matches(ada, filter('active eq "True"'))).toBe(true);
    expect(matches({ ...ada, active: "False" }, filter("active eq false"))).toBe(true);
  });

  it("matches a value path on one value of the attribute", () => {
    const two = { ...ada, emails: [ada.emails[0], { value: "ada@home.example", type: "home" }] };
    expect(matches(two, filter('emails[type eq "work"].value eq "ada@home.example"'))).toBe(false);
    expect(matches(two, filter('emails[type eq "work" and value eq "ada@home.example"]'))).toBe(false);
    expect(matches(two, filter('emails[type eq "home"].value eq "ADA@home.example" and active eq true'))).toBe(true);
    // An absent attribute is null, and differs from every value.
    expect(matches({ ...ada, externalId: undefined }, filter('externalId ne "Ext-1"'))).toBe(true);
  });

  it("refuses what it does not support as invalidFilter", () => {
    for (const text of [
      'userName eq "a" or userName eq "b"',
      'not (userName eq "a")',
      "(active eq true)",
      'title eq "x"',
      "userName",
      'userName eq "x" and',
      "userName eq bare",
    ]) {
      expect(() => filter(text), text).toThrow(expect.objectContaining({ details: { scimType: "invalidFilter" } }));
    }
  });
});

describe("SCIM PATCH", () => {
  it("applies Okta's and Entra's operations", () => {
    expect(applyPatch(ada, [{ op: "replace", value: { active: false } }]).active).toBe(false);
    expect(applyPatch(ada, [{ op: "Replace", path: "active", value: "False" }]).active).toBe("False");
    expect(readUser(applyPatch(ada, [{ op: "Replace", path: "active", value: "False" }]), ada).active).toBe(false);
    const renamed = applyPatch(ada, [{ op: "replace", path: "name.familyName", value: "King" }]);
    expect(readUser(renamed, ada).name).toBe("Ada King");
    const mailed = applyPatch(ada, [{ op: "Add", path: 'emails[type eq "home"].value', value: "ada@home.example" }]);
    expect(mailed.emails).toEqual([ada.emails[0], { type: "home", value: "ada@home.example" }]);
    // Attributes of extension schemas are accepted and left alone.
    expect(applyPatch(ada, [{ op: "Replace", path: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department", value: "R&D" }])).toEqual(ada);
    expect(applyPatch(ada, [{ op: "add", value: { "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": { department: "R&D" } } }])).toEqual(ada);
    // Attribute names are case-insensitive; removing what a filter does not select removes nothing.
    expect(applyPatch(ada, [{ op: "REPLACE", path: "DisplayName", value: "Ada K" }]).displayName).toBe("Ada K");
    expect(applyPatch(ada, [{ op: "Remove", path: 'emails[type eq "home"].value' }])).toEqual(ada);
  });

  it("answers malformed operations with the SCIM error type", () => {
    const refused = (operation: { op: string; path?: string; value?: unknown }, scimType: string) =>
      expect(() => applyPatch(ada, [operation]), JSON.stringify(operation)).toThrow(expect.objectContaining({ details: { scimType } }));
    refused({ op: "replace", path: "emails[type eq]", value: "x" }, "invalidPath");
    refused({ op: "replace", path: "userName.x", value: "x" }, "invalidPath");
    refused({ op: "replace", path: "active" }, "invalidValue");
    refused({ op: "add", value: "x" }, "invalidValue");
  });

  it("adds and removes group members in each IdP's form", () => {
    const group = { displayName: "G", members: [{ value: "a" }, { value: "b" }] };
    expect(applyPatch(group, [{ op: "add", path: "members", value: [{ value: "b" }, { value: "c" }] }]).members).toEqual([
      { value: "a" },
      { value: "b" },
      { value: "c" },
    ]);
    expect(applyPatch(group, [{ op: "remove", path: 'members[value eq "a"]' }]).members).toEqual([{ value: "b" }]);
    expect(applyPatch(group, [{ op: "Remove", path: "members", value: [{ value: "b" }] }]).members).toEqual([{ value: "a" }]);
    // Entra lists members to remove by id alone; the group as answered also carries each member's display name.
    const named = {
      displayName: "G",
      members: [
        { value: "a", display: "A" },
        { value: "b", display: "B" },
      ],
    };
    expect(applyPatch(named, [{ op: "Remove", path: "members", value: [{ value: "b" }] }]).members).toEqual([{ value: "a", display: "A" }]);
    expect(applyPatch(group, [{ op: "replace", path: "members", value: [{ value: "z" }] }]).members).toEqual([{ value: "z" }]);
    expect(applyPatch(group, [{ op: "remove", path: "members" }]).members).toBeUndefined();
    expect(() => applyPatch(group, [{ op: "move", path: "members" }])).toThrow(expect.objectContaining({ details: { scimType: "invalidSyntax" } }));
    expect(() => applyPatch(group, [{ op: "remove" }])).toThrow(expect.objectContaining({ details: { scimType: "noTarget" } }));
  });
});
