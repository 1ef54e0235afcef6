/**
 * Entries for tests, built from the model: every attribute empty as the
 * content API answers it (null, or [] for lists), then the fields a test
 * cares about. A test names what matters to it, and a field added to the
 * model needs no change in any test.
 */
import { collectionDef, type Attribute, type CollectionName } from "./collections";
import type { Entry } from "./entry-types";

function emptyValue(attribute: Attribute): unknown {
  if (typeof attribute === "string") return null;
  switch (attribute.type) {
    case "media":
      return attribute.multiple ? [] : null;
    case "relation":
      return attribute.many ? [] : null;
    case "component":
      return attribute.repeatable ? [] : null;
  }
}

export function testEntry<C extends CollectionName>(
  collection: C,
  fields: Partial<Entry<C>> & { id?: number },
): Entry<C> {
  const def = collectionDef(collection);
  const entry: Record<string, unknown> = {
    id: 1,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
  };
  if (def.draftAndPublish) entry.published_at = "2026-01-01T00:00:00.000Z";
  for (const [name, attribute] of Object.entries(def.attributes)) entry[name] = emptyValue(attribute);
  return { ...entry, ...fields } as Entry<C>;
}
