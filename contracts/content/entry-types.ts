/**
 * The entries the content API answers, as TypeScript types derived from the
 * model (`collections.ts`) and never written by hand (docs/content-api.md
 * "Answers"):
 * - an entry is `{ id, ...attributes, created_at, updated_at }` (and
 *   `published_at` in draft-and-publish collections);
 * - a scalar is its value or null, unless the model lists it as required;
 * - a media field is a `Media` or null (a list when multiple);
 * - a relation is populated one level deep: the related entries carry their
 *   own attributes, not their relations;
 * - a repeatable component is a list of items, a single one an item or null;
 * - a `json` attribute with a schema in the model has that schema's type.
 */
import type { z, ZodType } from "zod";
import type { collections, CollectionName, ScalarType } from "./collections";

type Collections = typeof collections;

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** One rendition of an uploaded image (Strapi v3 `formats`). */
export interface MediaFormat {
  url: string;
  width: number | null;
  height: number | null;
}

/** An upload as a media field answers it; `url` is relative to the site (`/uploads/...`). */
export interface Media {
  id: number;
  name: string;
  alternativeText: string;
  width: number | null;
  height: number | null;
  mime: string;
  size: number;
  url: string;
  formats: MediaFormats | null;
}

export type MediaFormats = Partial<Record<"thumbnail" | "small" | "medium" | "large", MediaFormat>>;

/** The attributes of an upload a media path (`smallicon.url`) can filter on. */
export type UploadField = "id" | "name" | "alternativeText" | "width" | "height" | "mime" | "size" | "url";

type Def<C extends CollectionName> = Collections[C];
type Attributes<C extends CollectionName> = Def<C>["attributes"];
type RequiredNames<D> = D extends { readonly required: readonly (infer R)[] } ? R : never;
type JsonSchemas<D> = D extends { readonly json: infer J } ? J : Record<never, never>;

type ScalarValue<T extends ScalarType> = T extends "integer" | "decimal"
  ? number
  : T extends "boolean"
    ? boolean
    : T extends "json"
      ? JsonValue
      : string;

type Nullable<T, Required extends boolean> = Required extends true ? T : T | null;

type AttributeValue<A, Required extends boolean, Schema> = A extends ScalarType
  ? Schema extends ZodType
    ? Nullable<z.infer<Schema>, Required>
    : Nullable<ScalarValue<A>, Required>
  : A extends { readonly type: "media"; readonly multiple: true }
    ? Media[]
    : A extends { readonly type: "media" }
      ? Media | null
      : A extends { readonly type: "relation"; readonly target: infer T extends CollectionName; readonly many: true }
        ? ShallowEntry<T>[]
        : A extends { readonly type: "relation"; readonly target: infer T extends CollectionName }
          ? ShallowEntry<T> | null
          : A extends { readonly type: "component"; readonly repeatable: true; readonly fields: infer F }
            ? ComponentItem<F, RequiredNames<A>>[]
            : A extends { readonly type: "component"; readonly fields: infer F }
              ? ComponentItem<F, RequiredNames<A>> | null
              : never;

/** An item of a component: its fields, with the component's required ones never null. */
export type ComponentItem<F, R = never> = {
  -readonly [K in keyof F]: AttributeValue<F[K], K extends R ? true : false, undefined>;
};

type RelationNames<C extends CollectionName> = {
  [K in keyof Attributes<C>]: Attributes<C>[K] extends { readonly type: "relation" } ? K : never;
}[keyof Attributes<C>];

type SystemFields<C extends CollectionName> = { id: number; created_at: string; updated_at: string } & (Def<C> extends {
  readonly draftAndPublish: true;
}
  ? { published_at: string | null }
  : unknown);

type AttributeFields<C extends CollectionName, Omitted extends PropertyKey> = {
  -readonly [K in Exclude<keyof Attributes<C>, Omitted>]: AttributeValue<
    Attributes<C>[K],
    K extends RequiredNames<Def<C>> ? true : false,
    K extends keyof JsonSchemas<Def<C>> ? JsonSchemas<Def<C>>[K] : undefined
  >;
};

/** An entry of collection `C` as the content API answers it. */
export type Entry<C extends CollectionName> = SystemFields<C> & AttributeFields<C, never>;

/** An entry as it appears inside another entry's relation: without relations of its own. */
export type ShallowEntry<C extends CollectionName> = SystemFields<C> & AttributeFields<C, RelationNames<C>>;

/** An item of a repeatable component of a collection, e.g. `ComponentOf<"sitesettings", "Helplines">`. */
export type ComponentOf<C extends CollectionName, K extends keyof Entry<C>> =
  NonNullable<Entry<C>[K]> extends (infer Item)[] ? Item : NonNullable<Entry<C>[K]>;

// ---- field paths, for the typed query builder (content-query.ts) ----

type ValueFieldNames<C extends CollectionName> = {
  [K in keyof Attributes<C>]: Attributes<C>[K] extends ScalarType
    ? Attributes<C>[K] extends "json"
      ? never
      : K
    : never;
}[keyof Attributes<C>] &
  string;

type SystemFieldNames<C extends CollectionName> =
  "id" | "created_at" | "updated_at" | (Def<C> extends { readonly draftAndPublish: true } ? "published_at" : never);

type MediaNames<C extends CollectionName> = {
  [K in keyof Attributes<C>]: Attributes<C>[K] extends { readonly type: "media" } ? K : never;
}[keyof Attributes<C>] &
  string;

type RelationTarget<C extends CollectionName, K> = K extends keyof Attributes<C>
  ? Attributes<C>[K] extends { readonly target: infer T extends CollectionName }
    ? T
    : never
  : never;

type RelationPaths<C extends CollectionName> = {
  [
    K in RelationNames<C> & string
  ]: `${K}.${ValueFieldNames<RelationTarget<C, K>> | SystemFieldNames<RelationTarget<C, K>>}`;
}[RelationNames<C> & string];

/** A field path a filter or sort may name (docs/content-api.md "Query string"). */
export type FieldPath<C extends CollectionName> =
  | ValueFieldNames<C>
  | SystemFieldNames<C>
  | (RelationNames<C> & string)
  | MediaNames<C>
  | RelationPaths<C>
  | `${MediaNames<C>}.${UploadField}`;

/** Component and JSON attributes: they can only be asked whether they are empty (`_null`). */
export type PresenceField<C extends CollectionName> = {
  [K in keyof Attributes<C>]: Attributes<C>[K] extends "json" | { readonly type: "component" } ? K : never;
}[keyof Attributes<C>] &
  string;
