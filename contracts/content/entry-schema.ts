/**
 * The zod schema of every collection's answers, derived from the model
 * (`collections.ts`) as `entry-types.ts` derives their types: the contract
 * tests parse every answer of the seed content with it (strictly: an answer
 * carries exactly the model's fields), so the types the app compiles against
 * and what the content service sends cannot drift apart.
 */
import { z, type ZodType } from "zod";
import { collectionDef, isCollectionName, type Attribute, type CollectionName, type ScalarType } from "./collections";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "an ISO 8601 date");
const isoDateTime = z.iso.datetime({ offset: true });

const mediaFormatSchema = z.strictObject({
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});

export const mediaSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  alternativeText: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  mime: z.string(),
  size: z.number(),
  url: z.string(),
  formats: z.partialRecord(z.enum(["thumbnail", "small", "medium", "large"]), mediaFormatSchema).nullable(),
});

/** A scalar attribute's value as stored and answered (json: any JSON value). */
export function scalarSchema(type: ScalarType): ZodType {
  switch (type) {
    case "string":
    case "text":
    case "richtext":
      return z.string();
    case "integer":
      return z.number().int();
    case "decimal":
      return z.number();
    case "boolean":
      return z.boolean();
    case "date":
      return isoDate;
    case "datetime":
      return isoDateTime;
    case "json":
      return z.json();
  }
}

function attributeSchema(attribute: Attribute, required: boolean, json: ZodType | undefined, shallow: boolean) {
  if (typeof attribute === "string") {
    const value = json ?? scalarSchema(attribute);
    return required ? value : value.nullable();
  }
  switch (attribute.type) {
    case "media":
      return attribute.multiple ? z.array(mediaSchema) : mediaSchema.nullable();
    case "relation": {
      if (!isCollectionName(attribute.target)) throw new Error(`unknown relation target ${attribute.target}`);
      const target = attribute.target;
      const related = z.lazy(() => entrySchema(target, { shallow: true }));
      return attribute.many ? z.array(related) : related.nullable();
    }
    case "component": {
      const requiredFields = new Set<string>(attribute.required ?? []);
      const shape: Record<string, ZodType> = {};
      for (const [name, field] of Object.entries(attribute.fields)) {
        shape[name] = attributeSchema(field, requiredFields.has(name), undefined, shallow);
      }
      const item = z.strictObject(shape);
      return attribute.repeatable ? z.array(item) : item.nullable();
    }
  }
}

const schemas = new Map<string, ZodType>();

/**
 * The schema of an entry of `collection`; `shallow`: as it appears inside
 * another entry's relation, without relations of its own.
 */
export function entrySchema(collection: CollectionName, { shallow = false } = {}): ZodType {
  const cacheKey = `${collection}:${shallow}`;
  const cached = schemas.get(cacheKey);
  if (cached) return cached;
  const def = collectionDef(collection);
  const required = new Set<string>(def.required ?? []);
  const shape: Record<string, ZodType> = {
    id: z.number().int().positive(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  };
  if (def.draftAndPublish) shape.published_at = isoDateTime.nullable();
  for (const [name, attribute] of Object.entries(def.attributes)) {
    if (shallow && typeof attribute !== "string" && attribute.type === "relation") continue;
    shape[name] = attributeSchema(attribute, required.has(name), def.json?.[name], shallow);
  }
  const schema = z.strictObject(shape);
  schemas.set(cacheKey, schema);
  return schema;
}
