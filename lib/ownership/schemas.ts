import { z } from "zod";

/** Request shapes of the ownership domain (snake_case, docs/api.md §1; strict bodies, §2). */

/** A framework id (built-in like `soc2`, or a custom framework's UUID) and a control label, URL-encoded in the path. */
export const controlOwnerParams = z.object({
  id: z.string().trim().min(1).max(100),
  controlId: z.string().trim().min(1).max(100),
});

export const controlOwnerBody = z.strictObject({
  user_id: z.uuid("must be a UUID").nullable().describe("The member who owns the control; null removes the owner."),
});
export type ControlOwnerInput = z.output<typeof controlOwnerBody>;

/** Response `data` shapes of the ownership domain: the one declaration of each (serializers and components use the types). */
const ts = z.iso.datetime();

/** A member as the console offers them (owners, assignees, approvers): lib/work lists them too. */
export const personShape = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

export const controlOwnerShape = z.object({
  framework_id: z.string(),
  control_id: z.string(),
  control_title: z.string().nullable(),
  owner: personShape,
  assigned_at: ts,
});

export type PersonJson = z.output<typeof personShape>;
export type ControlOwnerJson = z.output<typeof controlOwnerShape>;
