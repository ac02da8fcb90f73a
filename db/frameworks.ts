import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/** Where an audited or monitored framework comes from: the built-in catalog or the account's own. */
export const FRAMEWORK_KINDS = ["builtin", "custom"] as const;
export type FrameworkKind = (typeof FRAMEWORK_KINDS)[number];

/**
 * Built-in frameworks, synchronised at start from the catalogs in lib/frameworks/catalogs so that
 * SQL (audit snapshots, evidence references) can join against them. The JSON files stay the source.
 */
export const frameworks = pgTable("frameworks", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  version: text("version").notNull(),
  category: text("category").notNull(),
  description: text("description").notNull(),
  controlCount: integer("control_count").notNull(),
  catalogHash: text("catalog_hash").notNull(),
  updatedAt: updatedAt(),
});

export const frameworkControls = pgTable(
  "framework_controls",
  {
    frameworkId: text("framework_id")
      .notNull()
      .references(() => frameworks.id, { onDelete: "cascade" }),
    controlId: text("control_id").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    sortOrder: integer("sort_order").notNull(),
  },
  (t) => [primaryKey({ columns: [t.frameworkId, t.controlId] })],
);
