/**
 * The typed query builder of the content API (docs/content-api.md "Query
 * string"): the only code that writes a content query string. Field names
 * are checked against the model at compile time, so a renamed or mistyped
 * field is a type error, not an empty page.
 *
 *   contentQuery("products").where("key", key).where("is_active", true).limit(1).path
 *   // "/products?key=bike-insurance&is_active=true&_limit=1"
 */
import type { CollectionName } from "./collections";
import type { FieldPath, PresenceField } from "./entry-types";

export type FilterValue = string | number | boolean;

/** The filter operators of the query language (docs/content-api.md "Filters"); the content service parses the same list. */
export const FILTER_OPERATORS = [
  "eq",
  "ne",
  "lt",
  "lte",
  "gt",
  "gte",
  "in",
  "nin",
  "contains",
  "ncontains",
  "containss",
  "ncontainss",
  "null",
] as const;

export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Operators `where` names; `eq` is the default and `null` has its own method (`isNull`). */
export type Operator = Exclude<FilterOperator, "eq" | "null">;

const OPERATOR_SUFFIXES: ReadonlySet<string> = new Set(FILTER_OPERATORS);

export type SortKey<C extends CollectionName> = FieldPath<C> | `${FieldPath<C>}:${"ASC" | "DESC"}`;

type Param = readonly [key: string, value: string];

export class ContentQuery<C extends CollectionName> {
  readonly collection: C;
  readonly #params: readonly Param[];

  constructor(collection: C, params: readonly Param[] = []) {
    this.collection = collection;
    this.#params = params;
  }

  #with(...params: Param[]): ContentQuery<C> {
    return new ContentQuery(this.collection, [...this.#params, ...params]);
  }

  /**
   * `field=value`, or `field_op=value`; a list repeats the key (with `eq`,
   * `ne`, `contains`...: any of the values; with `in`, `nin`: the list).
   */
  where(field: FieldPath<C>, value: FilterValue | readonly FilterValue[]): ContentQuery<C>;
  where(field: FieldPath<C>, op: Operator, value: FilterValue | readonly FilterValue[]): ContentQuery<C>;
  where(
    field: FieldPath<C>,
    opOrValue: Operator | FilterValue | readonly FilterValue[],
    maybeValue?: FilterValue | readonly FilterValue[],
  ): ContentQuery<C> {
    const explicit = maybeValue !== undefined;
    const value = explicit ? maybeValue : (opOrValue as FilterValue | readonly FilterValue[]);
    const key = explicit ? `${field}_${opOrValue as Operator}` : plainKey(field);
    const values: readonly FilterValue[] = Array.isArray(value) ? value : [value as FilterValue];
    return this.#with(...values.map((v): Param => [key, encodeURIComponent(String(v))]));
  }

  /** `field_null=true` (no value, or no related entry) or `field_null=false`. */
  isNull(field: FieldPath<C> | PresenceField<C>, empty: boolean): ContentQuery<C> {
    return this.#with([`${field}_null`, String(empty)]);
  }

  /** `_sort=a:ASC,b:DESC` (ascending when no direction is given). */
  sort(...keys: SortKey<C>[]): ContentQuery<C> {
    return this.#with(["_sort", keys.join(",")]);
  }

  start(offset: number): ContentQuery<C> {
    return this.#with(["_start", String(offset)]);
  }

  /** At most `count` entries; -1 for all (up to the service's configured maximum). */
  limit(count: number): ContentQuery<C> {
    return this.#with(["_limit", String(count)]);
  }

  /** The query string, without `?`. */
  get search(): string {
    return this.#params.map(([key, value]) => `${key}=${value}`).join("&");
  }

  /** `/collection?query`, relative to the content API's base. */
  get path(): string {
    const search = this.search;
    return search ? `/${this.collection}?${search}` : `/${this.collection}`;
  }

  /** `/collection/count?query`: the number of matching entries (sort and paging ignored). */
  get countPath(): string {
    const search = this.search;
    return search ? `/${this.collection}/count?${search}` : `/${this.collection}/count`;
  }
}

export function contentQuery<C extends CollectionName>(collection: C): ContentQuery<C> {
  return new ContentQuery(collection);
}

/** `/collection/id`. */
export function entryPath(collection: CollectionName, id: number): string {
  return `/${collection}/${id}`;
}

/**
 * A field whose name ends in an operator's suffix would be read as that
 * operator (the key is split at its last underscore), so its equality filter
 * names `_eq` explicitly.
 */
function plainKey(field: string): string {
  const cut = field.lastIndexOf("_");
  return cut > 0 && OPERATOR_SUFFIXES.has(field.slice(cut + 1)) ? `${field}_eq` : field;
}
