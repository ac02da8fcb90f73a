import { users } from "@/db/accounts";

/** The columns of a member as incidents show them (owner, author, reviewer): `{id, name, email}`. */
export const personColumns = { id: users.id, name: users.name, email: users.email };
