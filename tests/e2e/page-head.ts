/** Reads the facts of a rendered page's head that the route tests check. */
export interface PageHead {
  lang: string | null;
  title: string | null;
  canonical: string | null;
  robots: string | null;
  bodyClass: string | null;
  hreflangs: string[];
}

function attr(html: string, re: RegExp): string | null {
  const m = re.exec(html);
  return m?.[1] ?? null;
}

function decode(text: string | null): string | null {
  return text === null
    ? null
    : text
        .replace(/&amp;/g, "&")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">");
}

export function readHead(html: string): PageHead {
  return {
    lang: attr(html, /<html[^>]*\slang="([^"]*)"/),
    title: decode(attr(html, /<title>([^<]*)<\/title>/)),
    canonical: attr(html, /<link rel="canonical" href="([^"]*)"/),
    robots: attr(html, /<meta name="robots" content="([^"]*)"/),
    bodyClass: attr(html, /<body[^>]*\sclass="([^"]*)"/),
    hreflangs: [...html.matchAll(/<link rel="alternate" hrefLang="([^"]*)"/gi)].map((m) => m[1]!),
  };
}
