import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { HYDRATED_ATTRIBUTE } from "./hydration";

/**
 * Every page is server-rendered whole and readable before a script runs. On a
 * slow connection the document, the stylesheet and the banner should have
 * the bandwidth to themselves until the page has painted, and the ~120 KB of
 * scripts that hydrate it should come after (decision 035).
 *
 * React Router's `<Scripts>` writes a module preload for each script into the
 * head, where the browser starts fetching them at once, and an inline module
 * script at the end of the body that imports them. This stream:
 * - takes the module preloads out of the head, keeping their addresses;
 * - turns the inline module script into inert data (`type="text/x-after-paint"`;
 *   React hydrates an inline script whatever its type, and does not touch it);
 * - adds, at the end of the body (after every element React hydrates, so
 *   hydration skips it), a small script that, once the browser reports the
 *   page's first contentful paint, adds the preloads back and runs the module
 *   script. A page opened in a background tab starts at once: there is no
 *   paint to wait for.
 *
 * A tag, or a Hindi or Kannada character, may be cut between two chunks of the
 * stream: the decoder keeps an incomplete character, and from the last `<` of
 * a chunk on, text that could still become one of these tags waits for the
 * next chunk.
 */
export const DEFERRED_TYPE = "text/x-after-paint";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;
const BODY_END = "</body>";
const WATCHED = ['<link rel="modulepreload"', '<script nonce="', BODY_END];

export function startScriptsAfterPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let held = "";
  let nonce: string | null = null;
  let done = false;

  function rewrite(text: string): string {
    if (done) return text;
    let out = text.replace(PRELOAD, (_tag, href: string) => {
      preloads.push(href);
      return "";
    });
    out = out.replace(MODULE_SCRIPT, (_tag, scriptNonce: string, code: string) => {
      nonce = scriptNonce;
      return `<script nonce="${scriptNonce}" type="${DEFERRED_TYPE}">${code}</script>`;
    });
    if (nonce !== null && out.includes(BODY_END)) {
      done = true;
      out = out.replace(BODY_END, `<script nonce="${nonce}">${starter(preloads)}</script>${BODY_END}`);
    }
    return out;
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      const text = held + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const cut = done ? text.length : safeEnd(text);
      held = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback: TransformCallback) {
      callback(null, rewrite(held + decoder.end()));
    },
  });
}

/**
 * Where `text` can be cut without cutting a tag this stream rewrites: before
 * an unfinished preload link, or before a `<script nonce=` whose `</script>`
 * has not come yet; else at the end, or before a last `<` that could still
 * start one.
 */
export function safeEnd(text: string): number {
  const last = text.lastIndexOf("<");
  if (last < 0) return text.length;
  const tail = text.slice(last);
  const scriptStart = text.lastIndexOf('<script nonce="');
  if (scriptStart >= 0 && !text.includes("</script>", scriptStart)) return scriptStart;
  if (tail.includes(">")) return text.length;
  return WATCHED.some((tag) => tag.startsWith(tail) || tail.startsWith(tag)) ? last : text.length;
}

/**
 * The inline script that starts the page's scripts once the browser reports
 * the page's first contentful paint (Paint Timing); where the browser has no
 * such report, after the next frame; in a hidden tab, at once. Three seconds
 * is the longest it waits.
 *
 * A button pressed or a form sent before React has hydrated it would do
 * nothing (or, for a form, send its fields in the address): the script holds
 * such a press, starts the scripts at once, and presses the button (or sends
 * the form) again as soon as React has hydrated it. Links work without
 * scripts and are left alone; once the whole page has hydrated
 * (`data-hydrated` on `<html>`), nothing is held.
 */
export function starter(preloads: readonly string[]): string {
  const list = JSON.stringify(preloads).replace(/</g, "\\u003c");
  return (
    `(function(){var m=document.querySelector('script[type="${DEFERRED_TYPE}"]'),p=${list},d=0,q=0;` +
    `if(!m)return;` +
    `function go(){if(d)return;d=1;p.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";s.setAttribute("nonce",m.nonce);s.textContent=m.textContent;document.body.appendChild(s)}` +
    `function ready(e){return Object.keys(e).some(function(k){return k.indexOf("__reactProps")===0})}` +
    `function hold(e){var f=e.type==="submit",t=e.target,b=t&&t.closest&&t.closest(f?"form":"button");` +
    `if(!b||ready(b)||document.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}"))return;e.preventDefault();e.stopImmediatePropagation();if(q)return;q=1;go();` +
    `var n=0,i=setInterval(function(){if(ready(b)){clearInterval(i);q=0;f?b.requestSubmit&&b.requestSubmit():b.click()}else if(++n>200){clearInterval(i);q=0}},50)}` +
    `document.addEventListener("click",hold,true);document.addEventListener("submit",hold,true);` +
    `if(document.visibilityState!=="visible")return go();` +
    `document.addEventListener("visibilitychange",go,{once:true});setTimeout(go,3e3);` +
    `var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
    `var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});o.observe({type:"paint",buffered:true})}` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})})()`
  );
}
