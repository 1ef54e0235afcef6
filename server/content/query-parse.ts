/**
 * Raw query string -> typed content query (docs/content-api.md "Query string").
 * The grammar is Strapi v3's, with one difference that docs/content-api.md
 * "Errors" asks for: every client mistake is a ContentQueryError (400) that
 * names the parameter, where Strapi would answer 500.
 */
import qs from "qs";
import type { CollectionName } from "@contracts/content/collections";
import { FILTER_OPERATORS, type FilterOperator } from "@contracts/content/content-query";
import { ContentQueryError } from "./content-error.ts";
import { coerceQueryValue, resolveFieldPath, type FieldPath, type Scalar } from "./content-model.ts";

const operatorSet: ReadonlySet<string> = new Set(FILTER_OPERATORS);

function isOperator(text: string): text is FilterOperator {
  return operatorSet.has(text);
}

export interface Condition {
  kind: "condition";
  /** The parameter as written, for messages. */
  param: string;
  path: FieldPath;
  op: FilterOperator;
  /**
   * Coerced values. `in`/`nin`: the list. Every other operator: an OR over
   * them (docs/content-api.md: "A repeated key with any operator but in/nin is an
   * OR over its values"); `null` holds booleans.
   */
  values: readonly Exclude<Scalar, null>[];
}

export type Filter =
  Condition | { kind: "and"; filters: readonly Filter[] } | { kind: "or"; filters: readonly Filter[] };

export interface SortKey {
  path: FieldPath;
  descending: boolean;
}

export type PublicationState = "live" | "preview";

export interface ContentQuery {
  collection: CollectionName;
  /** All filters ANDed (docs/content-api.md "Filters"). */
  filters: readonly Filter[];
  sort: readonly SortKey[];
  start: number;
  /** null = no limit (`_limit=-1` with no configured maximum). */
  limit: number | null;
  publicationState: PublicationState;
  locale: string | null;
}

export interface ParseOptions {
  /** Cap for `_limit` (including `-1`): CONTENT_MAX_LIMIT (docs/content-api.md "Reserved parameters"). */
  maxLimit?: number;
}

export const defaultLimit = 100;

const reservedParams = ["_start", "_limit", "_sort", "_locale", "_publicationState"] as const;
type ReservedParam = (typeof reservedParams)[number];
const reservedSet: ReadonlySet<string> = new Set(reservedParams);

function isReserved(key: string): key is ReservedParam {
  return reservedSet.has(key);
}

/** qs's decoding: `+` is a space, and a malformed escape is kept as written rather than rejected. */
function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, " ");
  if (!spaced.includes("%")) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** The query string split into its parts, keys decoded, repeated keys gathered in order of appearance. */
interface SplitQuery {
  filters: Map<string, string[]>;
  reserved: Map<ReservedParam, string[]>;
  /** Raw `_where...` parts, handed to qs as written. */
  whereParts: string[];
}

function splitQuery(raw: string): SplitQuery {
  const split: SplitQuery = { filters: new Map(), reserved: new Map(), whereParts: [] };
  const text = raw.startsWith("?") ? raw.slice(1) : raw;
  if (text === "") return split;
  for (const part of text.split("&")) {
    if (part === "") continue;
    const equals = part.indexOf("=");
    const key = decodeComponent(equals === -1 ? part : part.slice(0, equals));
    const value = equals === -1 ? "" : decodeComponent(part.slice(equals + 1));
    // qs drops parameters without a name; so do we.
    if (key === "") continue;
    if (key === "_where" || key.startsWith("_where[")) {
      split.whereParts.push(part);
      continue;
    }
    if (isReserved(key)) gather(split.reserved, key, value);
    else gather(split.filters, key, value);
  }
  return split;
}

function gather<K>(map: Map<K, string[]>, key: K, value: string): void {
  const values = map.get(key);
  if (values) values.push(value);
  else map.set(key, [value]);
}

/** `Name_en_contains` -> [`Name_en`, `contains`]; split at the LAST underscore, only before an operator. */
export function splitFilterKey(key: string): { field: string; op: FilterOperator } {
  const at = key.lastIndexOf("_");
  if (at > 0) {
    const suffix = key.slice(at + 1);
    if (isOperator(suffix)) return { field: key.slice(0, at), op: suffix };
  }
  return { field: key, op: "eq" };
}

const stringOnlyOperators: ReadonlySet<FilterOperator> = new Set(["contains", "ncontains", "containss", "ncontainss"]);
const orderingOperators: ReadonlySet<FilterOperator> = new Set(["lt", "lte", "gt", "gte"]);

/** `key` is the filter key; `param` how the client wrote it (inside `_where` its bracket path). */
function buildCondition(
  collection: CollectionName,
  key: string,
  param: string,
  rawValues: readonly string[],
): Condition {
  const { field, op } = splitFilterKey(key);
  const path = resolveFieldPath(collection, field);
  if (typeof path === "string") throw new ContentQueryError(`Invalid filter "${param}": ${path}`);
  if (op === "null") {
    const values = rawValues.map((raw) => {
      const value = coerceQueryValue("boolean", raw);
      if (typeof value === "object") throw new ContentQueryError(`Invalid filter "${param}": ${value.problem}`);
      return value;
    });
    return { kind: "condition", param, path, op, values };
  }
  const leaf = path.leaf;
  if (leaf.kind === "presence") {
    throw new ContentQueryError(
      `Invalid filter "${param}": "${field}" is a component or JSON field and only supports ${field}_null`,
    );
  }
  if (stringOnlyOperators.has(op) && leaf.valueType !== "string") {
    throw new ContentQueryError(
      `Invalid filter "${param}": ${op} needs a text field, "${field}" holds ${leaf.valueType} values`,
    );
  }
  if (orderingOperators.has(op) && leaf.valueType === "boolean") {
    throw new ContentQueryError(`Invalid filter "${param}": ${op} does not apply to the boolean field "${field}"`);
  }
  const values = rawValues.map((raw) => {
    const value = coerceQueryValue(leaf.valueType, raw);
    if (typeof value === "object") throw new ContentQueryError(`Invalid filter "${param}": ${value.problem}`);
    return value;
  });
  return { kind: "condition", param, path, op, values };
}

function single(name: ReservedParam, values: readonly string[] | undefined): string | undefined {
  if (values === undefined) return undefined;
  const [first] = values;
  if (values.length > 1) throw new ContentQueryError(`Invalid ${name}: given ${values.length} times, expected once`);
  return first;
}

function parseStart(raw: string | undefined): number {
  if (raw === undefined) return 0;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value)) {
    throw new ContentQueryError(`Invalid _start: "${raw}" is not an integer >= 0`);
  }
  return value;
}

function parseLimit(raw: string | undefined, maxLimit: number | undefined): number | null {
  if (raw === undefined) return maxLimit === undefined ? defaultLimit : Math.min(defaultLimit, maxLimit);
  const value = Number(raw);
  if (!/^(?:\d+|-1)$/.test(raw) || !Number.isSafeInteger(value)) {
    throw new ContentQueryError(`Invalid _limit: "${raw}" is not an integer >= 0 or -1`);
  }
  if (value === -1) return maxLimit ?? null;
  return maxLimit === undefined ? value : Math.min(value, maxLimit);
}

function parseSort(collection: CollectionName, raw: string | undefined): SortKey[] {
  if (raw === undefined) return [];
  const keys: SortKey[] = [];
  for (const item of raw.split(",")) {
    const segment = item.trim();
    if (segment === "") throw new ContentQueryError(`Invalid _sort "${raw}": empty sort key`);
    const pieces = segment.split(":");
    const [fieldText = "", direction = "ASC"] = pieces.map((piece) => piece.trim());
    if (pieces.length > 2) throw new ContentQueryError(`Invalid _sort "${raw}": "${segment}" is not field[:ASC|DESC]`);
    const upper = direction.toUpperCase();
    if (upper !== "ASC" && upper !== "DESC") {
      throw new ContentQueryError(`Invalid _sort "${raw}": direction "${direction}" is not ASC or DESC`);
    }
    const path = resolveFieldPath(collection, fieldText);
    if (typeof path === "string") throw new ContentQueryError(`Invalid _sort "${raw}": ${path}`);
    if (path.leaf.kind === "presence") {
      throw new ContentQueryError(
        `Invalid _sort "${raw}": "${fieldText}" is a component or JSON field and cannot be sorted on`,
      );
    }
    keys.push({ path, descending: upper === "DESC" });
  }
  return keys;
}

function parsePublicationState(raw: string | undefined): PublicationState {
  if (raw === undefined || raw === "live") return "live";
  if (raw === "preview") return "preview";
  throw new ContentQueryError(`Invalid _publicationState: "${raw}" is not live or preview`);
}

/** qs leaves indices above its array limit as object keys; a node whose keys are all indices is a list. */
function asList(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (value === null || typeof value !== "object") return null;
  const keys = Object.keys(value);
  if (keys.length === 0 || !keys.every((key) => /^\d+$/.test(key))) return null;
  const record = value as Record<string, unknown>;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => record[key]);
}

/**
 * `_where`: an object is an AND of its keys, a list an AND of its elements,
 * `_or` an OR of its elements, each of which may itself be a list (an AND
 * group) or an object (docs/content-api.md "Reserved parameters").
 */
function whereFilter(collection: CollectionName, node: unknown, at: string): Filter {
  const list = asList(node);
  if (list) {
    return { kind: "and", filters: list.map((item, index) => whereFilter(collection, item, `${at}[${index}]`)) };
  }
  if (node === null || typeof node !== "object") {
    throw new ContentQueryError(`Invalid ${at}: expected an object of filters or a list of them`);
  }
  const filters: Filter[] = [];
  for (const [key, value] of Object.entries(node)) {
    const here = `${at}[${key}]`;
    if (key === "_or") {
      const alternatives = asList(value);
      if (!alternatives) throw new ContentQueryError(`Invalid ${here}: expected a list of alternatives`);
      filters.push({
        kind: "or",
        filters: alternatives.map((item, index) => whereFilter(collection, item, `${here}[${index}]`)),
      });
      continue;
    }
    const values = typeof value === "string" ? [value] : asList(value);
    if (!values || values.length === 0 || !values.every((item): item is string => typeof item === "string")) {
      throw new ContentQueryError(`Invalid ${here}: expected a value or a list of values`);
    }
    filters.push(buildCondition(collection, key, here, values));
  }
  return { kind: "and", filters };
}

function parseWhere(collection: CollectionName, parts: readonly string[]): Filter | null {
  if (parts.length === 0) return null;
  let parsed: Record<string, unknown>;
  try {
    parsed = qs.parse(parts.join("&"), {
      allowDots: false,
      allowPrototypes: false,
      plainObjects: true,
      depth: 12,
      strictDepth: true,
      arrayLimit: 1000,
      parameterLimit: 5000,
      throwOnLimitExceeded: true,
      duplicates: "combine",
    });
  } catch (error) {
    throw new ContentQueryError(`Invalid _where: ${error instanceof Error ? error.message : "cannot be parsed"}`);
  }
  return whereFilter(collection, parsed._where, "_where");
}

/** Parse the query string of `GET /content/{collection}` (with or without its leading `?`). */
export function parseContentQuery(collection: CollectionName, raw: string, options: ParseOptions = {}): ContentQuery {
  const split = splitQuery(raw);
  const filters: Filter[] = [];
  for (const [param, values] of split.filters) filters.push(buildCondition(collection, param, param, values));
  const where = parseWhere(collection, split.whereParts);
  if (where) filters.push(where);
  const locale = single("_locale", split.reserved.get("_locale"));
  return {
    collection,
    filters,
    sort: parseSort(collection, single("_sort", split.reserved.get("_sort"))),
    start: parseStart(single("_start", split.reserved.get("_start"))),
    limit: parseLimit(single("_limit", split.reserved.get("_limit")), options.maxLimit),
    publicationState: parsePublicationState(single("_publicationState", split.reserved.get("_publicationState"))),
    locale: locale ?? null,
  };
}

/** Only `_publicationState` matters to `GET /{collection}/{id}`; the rest is ignored, as by Strapi v3. */
export function parsePublicationStateParam(raw: string): PublicationState {
  return parsePublicationState(single("_publicationState", splitQuery(raw).reserved.get("_publicationState")));
}
