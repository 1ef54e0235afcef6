import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { PAGE_KEY_HEADER } from "@contracts/page-context";
import { splitLanguage } from "@contracts/i18n/languages";
import { startScriptsAfterPaint } from "./layout/scripts-after-paint.server";
import { notFoundPageKey } from "./pages/not-found-key.server";

// the server asks this before React Router runs (contracts/page-context.ts PageEntryHooks)
export { knownNotFound } from "./pages/not-found-key.server";

export const streamTimeout = 5_000;

/**
 * Every page is rendered whole before it is sent (`onAllReady`): the pages
 * have no deferred data, and a complete document is what caches and crawlers
 * need, and what the server hashes the inline scripts of for the page's
 * Content-Security-Policy (decision 045).
 *
 * A not-found page is the same for every unknown address in a language (and
 * route), so it names itself with a page key; when the server already keeps
 * that page it is not rendered again (decision 045).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  if (responseStatusCode === 404) {
    // the same page for every unknown address in a language that React Router matches to one route
    const route = routerContext.staticHandlerContext.matches.at(-1)?.route.id ?? "none";
    const key = notFoundPageKey(splitLanguage(new URL(request.url).pathname).lang, route);
    responseHeaders.set(PAGE_KEY_HEADER, key);
    if (loadContext.isPageKept?.(key)) return new Response(null, { status: 404, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const document = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const html = startScriptsAfterPaint(Buffer.concat(chunks).toString("utf8"));
        // bytes, not a string: a Response checks a string body for lone surrogates, all 200 KB of it
        resolve(new Response(Buffer.from(html, "utf8"), { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        pipe(document);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
  });
}
