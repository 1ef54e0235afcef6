import { HYDRATED_ATTRIBUTE } from "./hydration";

/**
 * Every page is server-rendered whole and readable before a script runs. On a
 * slow connection the document, the stylesheet and the banner should have
 * the bandwidth to themselves until the page has painted, and the ~120 KB of
 * scripts that hydrate it should come after (decision 035).
 *
 * React Router's `<Scripts>` writes a module preload for each script into the
 * head, where the browser starts fetching them at once, and an inline module
 * script at the end of the body that imports them. This rewrite:
 * - takes the module preloads out of the head, keeping their addresses;
 * - turns the inline module script into inert data (`type="text/x-after-paint"`;
 *   React hydrates an inline script whatever its type, and does not touch it);
 * - adds, at the end of the body (after every element React hydrates, so
 *   hydration skips it), a small script that, once the browser reports the
 *   page's first contentful paint, adds the preloads back and runs the module
 *   script. A page opened in a background tab starts at once: there is no
 *   paint to wait for.
 *
 * The page is rendered whole before it is sent, so this works on the whole
 * document. The deferred script keeps its text, which the page's
 * Content-Security-Policy allows by hash (decision 045): run later, it is the
 * same script.
 */
export const DEFERRED_TYPE = "text/x-after-paint";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT_START = '<script type="module" async="">';
const SCRIPT_END = "</script>";
const HEAD_END = "</head>";
const BODY_END = "</body>";

/** The whole document, its scripts started after the first paint (a document without them is left as it is). */
export function startScriptsAfterPaint(html: string): string {
  // React Router writes the preloads in the head and the module script last in the body
  const headEnd = html.indexOf(HEAD_END);
  const moduleStart = html.lastIndexOf(MODULE_SCRIPT_START);
  const moduleEnd = moduleStart === -1 ? -1 : html.indexOf(SCRIPT_END, moduleStart);
  const bodyEnd = html.lastIndexOf(BODY_END);
  if (headEnd === -1 || moduleEnd === -1 || bodyEnd < moduleEnd) return html;
  const preloads: string[] = [];
  const head = html.slice(0, headEnd).replace(PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  const code = html.slice(moduleStart + MODULE_SCRIPT_START.length, moduleEnd);
  return (
    head +
    html.slice(headEnd, moduleStart) +
    `<script type="${DEFERRED_TYPE}">${code}</script>` +
    html.slice(moduleEnd + SCRIPT_END.length, bodyEnd) +
    `<script>${starter(preloads)}</script>` +
    html.slice(bodyEnd)
  );
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
    `var s=document.createElement("script");s.type="module";s.textContent=m.textContent;document.body.appendChild(s)}` +
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
