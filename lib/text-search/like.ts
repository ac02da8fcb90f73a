/** Text for SQL LIKE/ILIKE taken literally: `%`, `_` and `\` are escaped (PostgreSQL's default escape is `\`). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern matching text that contains `text` literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
