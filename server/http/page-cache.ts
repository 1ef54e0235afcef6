/**
 * Rendered pages, kept in memory as the bytes a browser receives (decisions
 * 036 and 045). A page is a function of its address (without campaign
 * parameters, which no loader sees), the content snapshot's version, the
 * build and the configuration: no loader reads a cookie or a request header.
 * So a page rendered once is answered again, to anyone, until the content
 * changes or it is older than the time to live.
 *
 * What is kept of a page: its status, headers (the Content-Security-Policy
 * with the hashes of its inline scripts included, so no answer differs from
 * another), and its body compressed twice, gzip and brotli, each with a strong
 * ETag. Compression happens once, on the thread pool; a page answered often
 * enough is compressed again at brotli's strongest setting. The body as it is,
 * for the rare client that takes no compression, is unzipped when asked
 * (`bodyOf`): kept, it would be four fifths of the cache's bytes.
 *
 * Kept: GET answers 200 (documents and React Router's `.data` answers) and
 * 404 documents, without Set-Cookie and not private. A page that names a page
 * key (PAGE_KEY_HEADER: the not-found page of a language) is kept once under
 * that key, and every address that led to it points there.
 *
 * After a content change or the time to live, the first request renders the
 * page again and waits for it, so it sees the change; requests that come
 * while that rendering runs are answered the page they would have had a
 * moment before, rather than all rendering or all waiting.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { PAGE_KEY_HEADER } from "@contracts/page-context";

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = "br" | "gzip" | "identity";

/** brotli quality when a page is first kept: about 3 ms for a home page. */
const FIRST_BROTLI_QUALITY = 5;
/** Once answered this often, a page is compressed again at quality 11 (about 0.2 s, 12% smaller). */
const STRONG_BROTLI_AFTER_HITS = 20;
const STRONG_BROTLI_QUALITY = 11;
/**
 * brotli's window, the page's size rounded up to a power of two (16-22 bits):
 * the whole page is in reach all the same, and each compression allocates
 * a window as large as the page rather than brotli's default 4 MB, which the
 * allocator keeps long after (docs/benchmarks.md "Memory").
 */
function brotliParams(quality: number, size: number) {
  return {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(size + 1)))),
  };
}
/** A page hit is moved to the recent end of the cache's order once every 16 hits (and on its first). */
const TOUCH_EVERY_MASK = 15;
/** What an address that points at another page's key is counted as. */
const ALIAS_BYTES = 256;
const PAGE_KEY = PAGE_KEY_HEADER.toLowerCase();

export interface KeptPage {
  readonly key: string;
  readonly version: string;
  readonly storedAt: number;
  readonly status: number;
  /** Headers of every answer of this page, bar the encoding's own (name-value pairs). */
  readonly headers: readonly (readonly [string, string])[];
  /** The compressed bodies; the body as it is comes from `bodyOf`. */
  readonly bodies: Record<Exclude<Encoding, "identity">, Buffer>;
  readonly etags: Record<Encoding, string>;
  hits: number;
  bytes: number;
}

interface Alias {
  readonly alias: string;
  readonly version: string;
  readonly storedAt: number;
}

type Slot = KeptPage | Alias;

/** A rendered answer, whole, as the page handler hands it to the cache. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

export interface PageCacheOptions {
  /** Upper bound of the kept pages' bytes (both bodies of each). */
  maxBytes: number;
  /** How long a page is kept at most, whatever the content does. */
  ttlMs: number;
  /** The content snapshot's version; null when it is not known here (a remote content service). */
  version: () => string | null;
  now?: () => number;
}

/** What `renderOnce` answered: the page, and whether it was rendered now or was kept (a page key's). */
export interface Rendering {
  page: KeptPage;
  rendered: boolean;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  stale: number;
  pages: number;
  bytes: number;
}

export interface PageCache {
  /** The kept page of a request key, when it may be answered now (fresh, or stale while another request renders it). */
  lookup(key: string): { page: KeptPage; stale: boolean } | null;
  /** Whether a page key is kept and current (a renderer need not render it). */
  isKept(pageKey: string): boolean;
  /**
   * Render `key` once, however many requests ask at the same time: `render`
   * answers the rendered page, or null when what it got is not to be kept.
   */
  renderOnce(key: string, render: () => Promise<RenderedPage | null>): Promise<Rendering | null>;
  readonly stats: PageCacheStats;
}

/**
 * A strong ETag of a page in an encoding: the hash of the page, the encoding
 * and, for brotli compressed again at its strongest, that quality (other bytes,
 * so another tag).
 */
export function strongEtag(body: Buffer, encoding: Encoding, quality?: number): string {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  if (encoding === "identity") return `"${hash}"`;
  return `"${hash}-${encoding === "br" ? "br" : "gz"}${quality === undefined ? "" : quality}"`;
}

/** A kept page's body in an encoding; the uncompressed one is unzipped (about 0.2 ms for a home page). */
export function bodyOf(page: KeptPage, encoding: Encoding): Buffer {
  return encoding === "identity" ? zlib.gunzipSync(page.bodies.gzip) : page.bodies[encoding];
}

export function keepable(rendered: RenderedPage): boolean {
  const header = (name: string) => rendered.headers.find(([n]) => n.toLowerCase() === name)?.[1];
  if (rendered.status !== 200 && rendered.status !== 404) return false;
  if (header("set-cookie") !== undefined) return false;
  return !/private|no-store/i.test(header("cache-control") ?? "");
}

export function createPageCache({ maxBytes, ttlMs, version, now = Date.now }: PageCacheOptions): PageCache {
  // a Map keeps insertion order: re-inserting on use makes its first key the least recently used
  const slots = new Map<string, Slot>();
  const rendering = new Map<string, Promise<Rendering | null>>();
  let strengthening = false;
  const stats = {
    hits: 0,
    misses: 0,
    stale: 0,
    bytes: 0,
    get pages() {
      return slots.size;
    },
  };

  const isFresh = (slot: Slot, current: string | null) => slot.version === current && now() - slot.storedAt < ttlMs;

  function bytesOf(slot: Slot): number {
    return "alias" in slot ? ALIAS_BYTES : slot.bytes;
  }

  function drop(key: string) {
    const slot = slots.get(key);
    if (!slot) return;
    slots.delete(key);
    stats.bytes -= bytesOf(slot);
  }

  function keep(key: string, slot: Slot) {
    drop(key);
    if (bytesOf(slot) > maxBytes) return;
    slots.set(key, slot);
    stats.bytes += bytesOf(slot);
    while (stats.bytes > maxBytes) {
      const oldest = slots.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
  }

  function touch(key: string, slot: Slot) {
    slots.delete(key);
    slots.set(key, slot);
  }

  /** The page a key names, following an alias; undefined when none is kept. */
  function pageAt(key: string): KeptPage | undefined {
    return pageIn(slots.get(key));
  }

  /** The page in a slot, following an alias. */
  function pageIn(slot: Slot | undefined): KeptPage | undefined {
    if (!slot) return undefined;
    if (!("alias" in slot)) return slot;
    const target = slots.get(slot.alias);
    return target && !("alias" in target) ? target : undefined;
  }

  async function strengthen(page: KeptPage) {
    // one at a time, in the background: a burst of popular pages must not take the CPU from answers
    if (strengthening) return;
    strengthening = true;
    try {
      const identity = await gunzip(page.bodies.gzip);
      const br = await brotli(identity, { params: brotliParams(STRONG_BROTLI_QUALITY, identity.length) });
      if (slots.get(page.key) !== page) return;
      const before = page.bodies.br.length;
      page.bodies.br = br;
      page.etags.br = strongEtag(identity, "br", STRONG_BROTLI_QUALITY);
      page.bytes += br.length - before;
      stats.bytes += br.length - before;
    } finally {
      strengthening = false;
    }
  }

  async function store(key: string, rendered: RenderedPage, current: string): Promise<KeptPage> {
    const pageKey = rendered.headers.find(([name]) => name.toLowerCase() === PAGE_KEY)?.[1];
    const identity = rendered.body;
    const [gz, br] = await Promise.all([
      gzip(identity, { level: 6 }),
      brotli(identity, { params: brotliParams(FIRST_BROTLI_QUALITY, identity.length) }),
    ]);
    const headers = rendered.headers.filter(([name]) => !/^(content-length|content-encoding|x-page-key)$/i.test(name));
    const page: KeptPage = {
      key: pageKey ?? key,
      version: current,
      storedAt: now(),
      status: rendered.status,
      headers,
      bodies: { gzip: gz, br },
      etags: {
        identity: strongEtag(identity, "identity"),
        gzip: strongEtag(identity, "gzip"),
        br: strongEtag(identity, "br"),
      },
      hits: 0,
      bytes: gz.length + br.length,
    };
    if (keepable(rendered)) {
      keep(page.key, page);
      if (pageKey && pageKey !== key) keep(key, { alias: pageKey, version: current, storedAt: page.storedAt });
    }
    return page;
  }

  return {
    stats,
    lookup(key) {
      const current = version();
      if (current === null) return null;
      const slot = slots.get(key);
      const page = pageIn(slot);
      if (!slot || !page) return null;
      if (isFresh(slot, current) && isFresh(page, current)) {
        // least recently used, near enough: moving a key to the end of the Map on every hit cost more than the rest of a hit
        if ((page.hits & TOUCH_EVERY_MASK) === 0) touch(key, slot);
        stats.hits++;
        page.hits++;
        if (page.hits === STRONG_BROTLI_AFTER_HITS) void strengthen(page).catch(() => undefined);
        return { page, stale: false };
      }
      // stale: answered only while another request renders this address again
      if (rendering.has(key)) {
        stats.stale++;
        return { page, stale: true };
      }
      return null;
    },
    isKept(pageKey) {
      const current = version();
      const page = pageAt(pageKey);
      return current !== null && page !== undefined && isFresh(page, current);
    },
    async renderOnce(key, render) {
      stats.misses++;
      let pending = rendering.get(key);
      if (!pending) {
        const current = version();
        pending = (async () => {
          const rendered = await render();
          if (rendered === null) return null;
          // a page key the renderer did not render again (it is kept): the kept page
          const pageKey = rendered.headers.find(([name]) => name.toLowerCase() === PAGE_KEY)?.[1];
          if (pageKey && rendered.body.length === 0 && current !== null) {
            const kept = pageAt(pageKey);
            if (kept) {
              if (pageKey !== key) keep(key, { alias: pageKey, version: current, storedAt: now() });
              return { page: kept, rendered: false };
            }
          }
          if (current === null) return null;
          return { page: await store(key, rendered, current), rendered: true };
        })();
        rendering.set(key, pending);
        void pending.then(
          () => rendering.delete(key),
          () => rendering.delete(key),
        );
      }
      return pending;
    },
  };
}
