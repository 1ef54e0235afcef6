/**
 * The content store: the current snapshot of all content, the queries of
 * docs/content-api.md answered from it, and its refresh when content changes
 * (docs/architecture.md "Shape": every instance rebuilds on PostgreSQL NOTIFY and keeps
 * serving the last snapshot if the database blips).
 *
 * SSR loaders call it in process (`store.get("/products?is_active=true")`
 * answers exactly what `GET /content/products?is_active=true` would, and
 * throws a ContentError with the HTTP status where HTTP would answer one).
 * Answers are deep-frozen objects shared by all callers: copy before changing.
 */
import { asc } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { contentEntries, uploadFiles } from "./content.schema.ts";
import { ContentNotFoundError } from "./content-error.ts";
import { requireCollection } from "./content-model.ts";
import type { CollectionName } from "@contracts/content/collections";
import { parseContentQuery, parsePublicationStateParam, type ContentQuery } from "./query-parse.ts";
import { countQuery, runQuery } from "./query-eval.ts";
import {
  buildSnapshot,
  type ContentEntry,
  type EntryRecord,
  type JsonValue,
  type Snapshot,
  type SnapshotRow,
  type UploadRecord,
} from "./snapshot.ts";

/** The NOTIFY channel every instance listens on; the payload names the changed collection. */
export const contentChangedChannel = "content_changed";

export interface ContentRecords {
  entries: EntryRecord[];
  uploads: UploadRecord[];
}

export interface ContentStoreOptions {
  /** Cap for `_limit` (also for `-1`); none by default. */
  maxLimit?: number;
  /** How many distinct query answers to keep per snapshot (they are dropped on every refresh); default 500. */
  cacheSize?: number;
  /** Bound on the JSON text those answers hold, in characters; default 8 million (docs/benchmarks.md "Memory"). */
  cacheChars?: number;
}

/** Every row of the content tables, as the snapshot reads them. */
export async function loadContentRecords(db: Db): Promise<ContentRecords> {
  const [entries, uploads] = await Promise.all([
    db
      .select({
        collection: contentEntries.collection,
        id: contentEntries.id,
        data: contentEntries.data,
        publishedAt: contentEntries.publishedAt,
        createdAt: contentEntries.createdAt,
        updatedAt: contentEntries.updatedAt,
      })
      .from(contentEntries)
      .orderBy(asc(contentEntries.collection), asc(contentEntries.id)),
    db
      .select({
        id: uploadFiles.id,
        url: uploadFiles.url,
        name: uploadFiles.name,
        alternativeText: uploadFiles.alternativeText,
        width: uploadFiles.width,
        height: uploadFiles.height,
        mime: uploadFiles.mime,
        size: uploadFiles.size,
        formats: uploadFiles.formats,
        updatedAt: uploadFiles.updatedAt,
      })
      .from(uploadFiles),
  ]);
  return { entries, uploads };
}

interface FindResult {
  rows: readonly SnapshotRow[];
  live: boolean;
  entries?: readonly ContentEntry[];
  json?: string;
}

const idPattern = /^[1-9]\d{0,15}$/;

export class ContentStore {
  #snapshot: Snapshot;
  readonly #load: () => Promise<ContentRecords>;
  readonly #options: ContentStoreOptions;
  #findCache = new Map<string, FindResult>();
  #findCacheChars = 0;
  #countCache = new Map<string, number>();
  #running: Promise<void> | null = null;
  #queued: Promise<void> | null = null;

  private constructor(snapshot: Snapshot, load: () => Promise<ContentRecords>, options: ContentStoreOptions) {
    this.#snapshot = snapshot;
    this.#load = load;
    this.#options = options;
  }

  /** A store over the database's content tables, loaded before it resolves. */
  static async open(db: Db, options: ContentStoreOptions = {}): Promise<ContentStore> {
    return ContentStore.fromLoader(() => loadContentRecords(db), options);
  }

  /** A store over any source of records (tests build one from literal rows). */
  static async fromLoader(
    load: () => Promise<ContentRecords>,
    options: ContentStoreOptions = {},
  ): Promise<ContentStore> {
    const records = await load();
    return new ContentStore(buildSnapshot(records.entries, records.uploads), load, options);
  }

  /** Digest of the loaded content: equal on every instance serving the same content. */
  get version(): string {
    return this.#snapshot.version;
  }

  get snapshot(): Snapshot {
    return this.#snapshot;
  }

  /**
   * Reload all content and swap the snapshot. Calls during a reload are
   * coalesced into one more reload that starts after it, so the snapshot a
   * caller awaits always includes what was committed before its call.
   */
  refresh(): Promise<void> {
    if (!this.#running) {
      this.#running = this.#reload().finally(() => {
        this.#running = null;
      });
      return this.#running;
    }
    if (!this.#queued) {
      this.#queued = this.#running
        .catch(() => undefined)
        .then(() => {
          this.#queued = null;
          return this.refresh();
        });
    }
    return this.#queued;
  }

  /** Resolves once no reload is running or queued (a failed one included), e.g. before closing the database. */
  async settle(): Promise<void> {
    for (let pending = this.#queued ?? this.#running; pending; pending = this.#queued ?? this.#running) {
      await pending.catch(() => undefined);
    }
  }

  async #reload(): Promise<void> {
    const records = await this.#load();
    this.#install(buildSnapshot(records.entries, records.uploads));
  }

  #install(snapshot: Snapshot): void {
    this.#snapshot = snapshot;
    this.#findCache = new Map();
    this.#findCacheChars = 0;
    this.#countCache = new Map();
  }

  #parse(collection: CollectionName, rawQuery: string): ContentQuery {
    return parseContentQuery(collection, rawQuery, { maxLimit: this.#options.maxLimit });
  }

  // Insertion-ordered maps as bounded caches: the oldest answer goes first.
  #rememberCount(key: string, count: number): number {
    this.#countCache.set(key, count);
    const oldest = this.#countCache.keys().next();
    if (this.#countCache.size > (this.#options.cacheSize ?? 500) && !oldest.done) this.#countCache.delete(oldest.value);
    return count;
  }

  #trimFindCache(): void {
    const maxEntries = this.#options.cacheSize ?? 500;
    const maxChars = this.#options.cacheChars ?? 8_000_000;
    while (this.#findCache.size > maxEntries || this.#findCacheChars > maxChars) {
      const oldest = this.#findCache.entries().next();
      if (oldest.done) return;
      const [key, result] = oldest.value;
      this.#findCache.delete(key);
      this.#findCacheChars -= result.json?.length ?? 0;
    }
  }

  #find(collection: string, rawQuery: string): FindResult {
    const key = `${collection}?${rawQuery}`;
    const cached = this.#findCache.get(key);
    if (cached) return cached;
    const query = this.#parse(requireCollection(collection), rawQuery);
    const result: FindResult = { rows: runQuery(this.#snapshot, query), live: query.publicationState === "live" };
    this.#findCache.set(key, result);
    this.#trimFindCache();
    return result;
  }

  /** `GET /content/{collection}?{rawQuery}`: the matching entries, populated. */
  find(collection: string, rawQuery = ""): readonly ContentEntry[] {
    const result = this.#find(collection, rawQuery);
    result.entries ??= Object.freeze(result.rows.map((row) => (result.live ? row.liveEntry : row.entry)));
    return result.entries;
  }

  /** As `find`, as JSON text (each entry's text is computed once per snapshot). */
  findJson(collection: string, rawQuery = ""): string {
    const result = this.#find(collection, rawQuery);
    if (result.json === undefined) {
      const snapshot = this.#snapshot;
      const parts = result.rows.map((row) => snapshot.jsonOf(result.live ? row.liveEntry : row.entry));
      result.json = `[${parts.join(",")}]`;
      if (this.#findCache.get(`${collection}?${rawQuery}`) === result) {
        this.#findCacheChars += result.json.length;
        this.#trimFindCache();
      }
    }
    return result.json;
  }

  /** `GET /content/{collection}/count?{rawQuery}`: how many entries match (ignores `_sort/_start/_limit`). */
  count(collection: string, rawQuery = ""): number {
    const key = `${collection}?${rawQuery}`;
    const cached = this.#countCache.get(key);
    if (cached !== undefined) return cached;
    const query = this.#parse(requireCollection(collection), rawQuery);
    return this.#rememberCount(key, countQuery(this.#snapshot, query));
  }

  #row(collection: string, id: number | string, rawQuery: string): { row: SnapshotRow; live: boolean } {
    const name = requireCollection(collection);
    const text = String(id);
    const live = parsePublicationStateParam(rawQuery) === "live";
    const row = idPattern.test(text) ? this.#snapshot.collections.get(name)?.byId.get(Number(text)) : undefined;
    if (!row || (live && !row.published)) throw new ContentNotFoundError(`No entry with id "${text}" in ${collection}`);
    return { row, live };
  }

  /** `GET /content/{collection}/{id}`: one entry; only `_publicationState` of the query matters. */
  findOne(collection: string, id: number | string, rawQuery = ""): ContentEntry {
    const { row, live } = this.#row(collection, id, rawQuery);
    return live ? row.liveEntry : row.entry;
  }

  /** As `findOne`, as JSON text. */
  findOneJson(collection: string, id: number | string, rawQuery = ""): string {
    return this.#snapshot.jsonOf(this.findOne(collection, id, rawQuery));
  }

  /**
   * Any GET of docs/content-api.md by path, in process: `/products?...`,
   * `/products/count?...`, `/products/12`. The same answer as over HTTP.
   */
  get(pathWithQuery: string): JsonValue {
    const { collection, rest, query } = splitContentPath(pathWithQuery);
    if (rest === undefined) return this.find(collection, query);
    if (rest === "count") return this.count(collection, query);
    return this.findOne(collection, rest, query);
  }
}

/** `/products/count?x=1` -> collection `products`, rest `count`, query `x=1`; 404 for any other shape. */
export function splitContentPath(pathWithQuery: string): {
  collection: string;
  rest: string | undefined;
  query: string;
} {
  const mark = pathWithQuery.indexOf("?");
  const pathname = mark === -1 ? pathWithQuery : pathWithQuery.slice(0, mark);
  const query = mark === -1 ? "" : pathWithQuery.slice(mark + 1);
  const segments = pathname.replace(/^\/+/, "").replace(/\/+$/, "").split("/");
  const [collection = "", rest, extra] = segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  if (collection === "" || extra !== undefined) throw new ContentNotFoundError(`No content at "${pathname}"`);
  return { collection, rest, query };
}
