/**
 * Long text written as it reads: route descriptions, test rationales and other prose sit in the source as short lines,
 * one string each, instead of one line of a thousand characters, and come out as the one string they always were.
 * Pure, no imports.
 *
 *   description: prose(
 *     "First paragraph, wrapped wherever it reads well:",
 *     "these two lines join with a space.",
 *     "",
 *     "- a list item keeps its own line",
 *     "- and so does the next",
 *   ),
 *
 * gives "First paragraph, wrapped wherever it reads well: these two lines join with a space.\n\n- a list item keeps its
 * own line\n- and so does the next". An empty line separates paragraphs ("\n\n"); a line starting a Markdown list item
 * (`- `, `* `, `1. `) starts a new line; every other line continues the one before it. Strings, not a template literal,
 * so the Markdown code spans of the API prose need no escaping.
 */
export function prose(...lines: string[]): string {
  return reflow(lines.join("\n"));
}

const LIST_ITEM = /^(?:[-*]|\d+\.) /;

/** The reflow `prose` applies to its lines, for a caller that holds them as one text. */
export function reflow(text: string): string {
  const paragraphs: string[][] = [[]];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    const current = paragraphs[paragraphs.length - 1];
    if (!line) {
      if (current.length) paragraphs.push([]);
    } else if (!current.length || LIST_ITEM.test(line)) current.push(line);
    else current[current.length - 1] += ` ${line}`;
  }
  return paragraphs
    .filter((lines) => lines.length)
    .map((lines) => lines.join("\n"))
    .join("\n\n");
}
