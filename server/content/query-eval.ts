/**
 * Evaluates a parsed content query over a snapshot: filter, sort, slice
 * (docs/content-api.md "Query string"). Field accessors and value tests are
 * compiled once per query, so the per-entry work is a few property reads.
 *
 * Empty values follow SQL, as Strapi v3 over PostgreSQL does: an empty value
 * satisfies no comparison (not even `ne`/`nin`/`ncontains`), only `_null=true`;
 * in sort order empty values come last ascending and first descending.
 */
import type { Hop, LeafField, Scalar } from "./content-model.ts";
import type { Condition, ContentQuery, Filter, SortKey } from "./query-parse.ts";
import type { CollectionSnapshot, Comparable, Snapshot, SnapshotRow } from "./snapshot.ts";

type Present = Exclude<Scalar, null>;
type RowTest = (row: SnapshotRow) => boolean;
type ValueTest = (value: Scalar) => boolean;

/** Total order on values of one field: false < true, numbers numerically, text by UTF-16 code units. */
export function compareValues(a: Present, b: Present): number {
  if (typeof a === "number" && typeof b === "number") return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === "boolean" && typeof b === "boolean") return a === b ? 0 : a ? 1 : -1;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Empty sorts after every value, as PostgreSQL's default NULLS LAST for ascending order. */
function compareNullsLast(a: Scalar, b: Scalar): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  return compareValues(a, b);
}

function valueTest(condition: Condition): ValueTest {
  const { op, values } = condition;
  const anyOf = (make: (expected: Present) => ValueTest): ValueTest => {
    const tests = values.map(make);
    const [only] = tests;
    if (tests.length === 1 && only) return only;
    return (value) => tests.some((test) => test(value));
  };
  switch (op) {
    case "eq":
    case "in": {
      const set = new Set<Present>(values);
      return (value) => value !== null && set.has(value);
    }
    case "nin": {
      const set = new Set<Present>(values);
      return (value) => value !== null && !set.has(value);
    }
    case "ne":
      return anyOf((expected) => (value) => value !== null && value !== expected);
    case "lt":
      return anyOf((expected) => (value) => value !== null && compareValues(value, expected) < 0);
    case "lte":
      return anyOf((expected) => (value) => value !== null && compareValues(value, expected) <= 0);
    case "gt":
      return anyOf((expected) => (value) => value !== null && compareValues(value, expected) > 0);
    case "gte":
      return anyOf((expected) => (value) => value !== null && compareValues(value, expected) >= 0);
    case "contains":
      return anyOf((expected) => {
        const needle = String(expected).toLowerCase();
        return (value) => typeof value === "string" && value.toLowerCase().includes(needle);
      });
    case "ncontains":
      return anyOf((expected) => {
        const needle = String(expected).toLowerCase();
        return (value) => typeof value === "string" && !value.toLowerCase().includes(needle);
      });
    case "containss":
      return anyOf((expected) => {
        const needle = String(expected);
        return (value) => typeof value === "string" && value.includes(needle);
      });
    case "ncontainss":
      return anyOf((expected) => {
        const needle = String(expected);
        return (value) => typeof value === "string" && !value.includes(needle);
      });
    case "null":
      return anyOf((expected) => (value) => (value === null) === expected);
  }
}

/** Reads a field's value from an entry (or upload); a component or JSON field reads as true when filled. */
function leafReader(leaf: LeafField): (entry: Comparable) => Scalar {
  const key = leaf.key;
  if (leaf.kind === "presence") return (entry) => (entry.present?.[key] ? true : null);
  return (entry) => entry.scalars[key] ?? null;
}

/** The values of a hop's leaf over a row's related entries (none when it has no related entry). */
function relatedValues(snapshot: Snapshot, hop: Hop, leaf: LeafField, live: boolean): (row: SnapshotRow) => Scalar[] {
  const readLeaf = leafReader(leaf);
  let lookup: (id: number) => Comparable | undefined;
  if (hop.kind === "media") {
    lookup = (id) => snapshot.uploads.get(id);
  } else {
    const target: CollectionSnapshot | undefined = snapshot.collections.get(hop.target);
    lookup = (id) => target?.byId.get(id);
  }
  const attribute = hop.attribute;
  return (row) => {
    const values: Scalar[] = [];
    for (const id of (live ? row.liveLinks : row.links)[attribute] ?? []) {
      const related = lookup(id);
      if (related) values.push(readLeaf(related));
    }
    return values;
  };
}

/** Every entry a hop can reach: the target collection's rows, or all uploads. */
function hopTargets(snapshot: Snapshot, hop: Hop): Iterable<Comparable> {
  if (hop.kind === "media") return snapshot.uploads.values();
  return snapshot.collections.get(hop.target)?.rows ?? [];
}

function compileCondition(snapshot: Snapshot, condition: Condition, live: boolean): RowTest {
  const test = valueTest(condition);
  const { hop, leaf } = condition.path;
  const readLeaf = leafReader(leaf);
  if (!hop) return (row) => test(readLeaf(row));
  // docs/content-api.md: `relation.attr` matches when any related entry matches. Whether a related
  // entry matches does not depend on the row, so decide it once per related entry here, and
  // per row only look its linked ids up in that set.
  const matching = new Set<number>();
  for (const target of hopTargets(snapshot, hop)) if (test(readLeaf(target))) matching.add(target.id);
  // No related entry reads as one empty value, as a LEFT JOIN gives (`relation_null=true`).
  const whenNone = test(null);
  const attribute = hop.attribute;
  return (row) => {
    const ids = (live ? row.liveLinks : row.links)[attribute];
    if (!ids || ids.length === 0) return whenNone;
    for (const id of ids) if (matching.has(id)) return true;
    return false;
  };
}

function compileFilter(snapshot: Snapshot, filter: Filter, live: boolean): RowTest {
  if (filter.kind === "condition") return compileCondition(snapshot, filter, live);
  const parts = filter.filters.map((child) => compileFilter(snapshot, child, live));
  if (filter.kind === "and") {
    if (parts.length === 0) return () => true;
    return (row) => parts.every((part) => part(row));
  }
  if (parts.length === 0) return () => false;
  return (row) => parts.some((part) => part(row));
}

/** A sort key's value for a row; through a to-many relation the first value in the key's direction. */
function sortValue(snapshot: Snapshot, key: SortKey, live: boolean): (row: SnapshotRow) => Scalar {
  const { hop, leaf } = key.path;
  if (!hop) return leafReader(leaf);
  const read = relatedValues(snapshot, hop, leaf, live);
  return (row) => {
    let best: Scalar = null;
    for (const value of read(row)) {
      if (value === null) continue;
      if (best === null || (key.descending ? compareValues(value, best) > 0 : compareValues(value, best) < 0)) {
        best = value;
      }
    }
    return best;
  };
}

function rowsOf(snapshot: Snapshot, query: ContentQuery): readonly SnapshotRow[] {
  const collection = snapshot.collections.get(query.collection);
  if (!collection) return [];
  return query.publicationState === "live" ? collection.liveRows : collection.rows;
}

function matching(snapshot: Snapshot, query: ContentQuery): SnapshotRow[] {
  const live = query.publicationState === "live";
  const rows = rowsOf(snapshot, query);
  if (query.filters.length === 0) return rows.slice();
  const test = compileFilter(snapshot, { kind: "and", filters: query.filters }, live);
  return rows.filter(test);
}

/** The rows a `find` answers, in order: filtered, sorted (stable, ties by id), sliced by `_start`/`_limit`. */
export function runQuery(snapshot: Snapshot, query: ContentQuery): SnapshotRow[] {
  const live = query.publicationState === "live";
  let rows = matching(snapshot, query);
  if (query.sort.length > 0) {
    const readers = query.sort.map((key) => sortValue(snapshot, key, live));
    const directions = query.sort.map((key) => (key.descending ? -1 : 1));
    // Decorate once: each row's sort values are read once, not per comparison.
    const decorated = rows.map((row) => ({ row, values: readers.map((read) => read(row)) }));
    decorated.sort((a, b) => {
      for (let i = 0; i < directions.length; i++) {
        const order = compareNullsLast(a.values[i] ?? null, b.values[i] ?? null);
        if (order !== 0) return order * (directions[i] ?? 1);
      }
      return a.row.id - b.row.id;
    });
    rows = decorated.map((item) => item.row);
  }
  const end = query.limit === null ? undefined : query.start + query.limit;
  return query.start === 0 && end === undefined ? rows : rows.slice(query.start, end);
}

/** `GET /{collection}/count`: the same filters, ignoring `_sort`, `_start` and `_limit`. */
export function countQuery(snapshot: Snapshot, query: ContentQuery): number {
  const live = query.publicationState === "live";
  const rows = rowsOf(snapshot, query);
  if (query.filters.length === 0) return rows.length;
  const test = compileFilter(snapshot, { kind: "and", filters: query.filters }, live);
  let count = 0;
  for (const row of rows) if (test(row)) count++;
  return count;
}
