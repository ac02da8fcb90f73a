/** A section a framework expects in a document of some category, recognised by its heading. */
export interface SectionVocabulary {
  title: string;
  /** Phrases any one of which, found as whole words in a heading, identifies the section. */
  headings: readonly string[];
}

/**
 * Something the document must say, recognised by substance: every group of `terms` must be
 * matched (by any of its synonyms) within one section of the document. Terms match at a word
 * start, so `notif` covers notify, notified and notification.
 */
export interface Disclosure {
  id: string;
  description: string;
  reference: string;
  terms: readonly (readonly string[])[];
}

export interface CategoryRequirements {
  /** Section id (from the vocabulary) → the reference that requires it. */
  sections: Readonly<Record<string, string>>;
  disclosures: readonly Disclosure[];
}

export interface FrameworkRequirements {
  frameworkId: string;
  categories: Readonly<Record<string, CategoryRequirements>>;
}
