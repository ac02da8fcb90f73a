/**
 * The text-search toolkit shared by document search (lib/documents/internal/search.ts) and mapping
 * suggestions (lib/custom-frameworks/internal/suggest): one way to fold, split, drop stopwords and stem.
 */
export { foldText, words } from "./words";
export { lightStem, stem } from "./stem";
export { FUNCTION_WORDS, terms, type TermOptions } from "./terms";
export { containsPattern, escapeLike } from "./like";
