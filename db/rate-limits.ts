import { bigint, index, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Rate-limit counters shared by every instance on this database (rate-limiter-flexible's
 * RateLimiterPostgres store). The column order and names are the store's: it inserts positionally
 * `(key, points, expire)`, and `expire` is epoch milliseconds (NULL: never). Created here rather
 * than by the library at run time, so no request ever issues DDL.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** `<limiter prefix>:<address or hashed target>`. */
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    expire: bigint("expire", { mode: "number" }),
  },
  // The store sweeps rows that expired an hour ago every few minutes.
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);
