import { tagHtml } from "./reference-html";
import type { ReferenceTag } from "./reference-model";

/** Every operation by tag, folded: rendered on the server so the page is readable before any script runs. */
export function ApiReference({ tags }: { tags: ReferenceTag[] }) {
  return (
    <div className="space-y-3" data-testid="api-reference">
      {tags.map((tag) => (
        <details key={tag.name} data-tag={tag.name} className="api-ref-tag" dangerouslySetInnerHTML={{ __html: tagHtml(tag) }} />
      ))}
    </div>
  );
}
