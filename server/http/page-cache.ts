/**
 * Rendered pages, kept in memory (docs/architecture.md "Budgets": a cached page in under
 * 5 ms; decision 036). A page is a function of its address, the content
 * snapshot's version, the build and the configuration: no loader reads a
 * cookie or a request header. So a page rendered once is answered again from
 * memory until the content changes (a new snapshot version), it is older than
 * the time to live, or it gives way to more recently used pages.
 *
 * Each response still has a CSP nonce of its own: a page is rendered with a
 * random placeholder in place of the nonce, kept so, and every answer puts the
 * response's own nonce in its place.
 *
 * Kept: GET documents answered 200 or 404 as HTML, without Set-Cookie and not
 * marked private or no-store. Not kept: other methods, React Router's data
 * requests (`.data`), redirects and errors. Concurrent requests for a page
 * being rendered wait for that one rendering.
 */
import { randomBytes } from "node:crypto";

export interface PageCacheOptions {
  /** Upper bound of the kept pages' size (UTF-16, as held in memory). */
  maxBytes: number;
  /** How long a page is kept at most, whatever the content does. */
  ttlMs: number;
  /** The content snapshot's version; null when it is not known here (a remote content service). */
  version: () => string | null;
  now?: () => number;
}

interface Entry {
  version: string;
  storedAt: number;
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
  placeholder: string;
  bytes: number;
}

export interface PageCache {
  /** Answer `request`, rendering it with `render(nonce)` when no kept page serves. */
  respond(request: Request, nonce: string, render: (nonce: string) => Promise<Response>): Promise<Response>;
  readonly stats: { hits: number; misses: number; pages: number; bytes: number };
}

const KEPT_STATUSES = new Set([200, 404]);

export function createPageCache({ maxBytes, ttlMs, version, now = Date.now }: PageCacheOptions): PageCache {
  // a Map keeps insertion order: re-inserting on use makes its first key the least recently used
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | null>>();
  const stats = {
    hits: 0,
    misses: 0,
    bytes: 0,
    get pages() {
      return entries.size;
    },
  };

  const fresh = (entry: Entry | undefined, current: string): entry is Entry =>
    entry !== undefined && entry.version === current && now() - entry.storedAt < ttlMs;

  function keep(key: string, entry: Entry) {
    drop(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    stats.bytes += entry.bytes;
    while (stats.bytes > maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
  }

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    stats.bytes -= entry.bytes;
  }

  async function renderAndKeep(
    key: string,
    current: string,
    render: (nonce: string) => Promise<Response>,
  ): Promise<Entry | Response> {
    const placeholder = randomBytes(18).toString("base64");
    const response = await render(placeholder);
    const type = response.headers.get("content-type") ?? "";
    const cacheControl = response.headers.get("cache-control") ?? "";
    const html = type.startsWith("text/html") && response.body !== null;
    if (!html) return response;
    const body = await response.text();
    const entry: Entry = {
      version: current,
      storedAt: now(),
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers.entries()],
      body,
      placeholder,
      bytes: body.length * 2,
    };
    const keepable =
      KEPT_STATUSES.has(response.status) &&
      !response.headers.has("set-cookie") &&
      !/private|no-store/i.test(cacheControl);
    if (keepable) keep(key, entry);
    return entry;
  }

  return {
    stats,
    async respond(request, nonce, render) {
      const url = new URL(request.url);
      const current = version();
      if (request.method !== "GET" || url.pathname.endsWith(".data") || current === null) return render(nonce);
      const key = url.pathname + url.search;
      const kept = entries.get(key);
      if (fresh(kept, current)) {
        stats.hits++;
        entries.delete(key);
        entries.set(key, kept);
        return answer(kept, nonce, true);
      }
      stats.misses++;
      let pending = rendering.get(key);
      if (!pending) {
        const started = renderAndKeep(key, current, render);
        // a response that is not HTML cannot be shared: waiting requests render their own
        pending = started.then(
          (result) => (result instanceof Response ? null : result),
          () => null,
        );
        rendering.set(key, pending);
        void pending.finally(() => rendering.delete(key));
        const result = await started;
        return result instanceof Response ? result : answer(result, nonce, false);
      }
      const shared = await pending;
      return shared ? answer(shared, nonce, false) : render(nonce);
    },
  };
}

function answer(entry: Entry, nonce: string, hit: boolean): Response {
  const headers = new Headers(entry.headers);
  headers.delete("content-length");
  headers.set("X-Page-Cache", hit ? "hit" : "miss");
  return new Response(entry.body.replaceAll(entry.placeholder, nonce), {
    status: entry.status,
    statusText: entry.statusText,
    headers,
  });
}
