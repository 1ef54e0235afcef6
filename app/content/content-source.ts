/**
 * The site's only way to read content: the content API's HTTP contract
 * (shared/design/content-api.md). In process by default, a remote content
 * service when CONTENT_API_URL is set (DESIGN.md "Shape").
 */
export interface ContentSource {
  /** `path` is the part after `/content`, e.g. `/products?key=bike-insurance`. */
  get<T>(path: string): Promise<T>;
}

export class ContentRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ContentRequestError";
  }
}

/** A content source over HTTP (a remote content service, or this site's own /content). */
export function httpContentSource(baseUrl: string, fetchImpl: typeof fetch = fetch): ContentSource {
  const base = baseUrl.replace(/\/$/, "");
  return {
    async get<T>(path: string): Promise<T> {
      const response = await fetchImpl(`${base}${path}`, { headers: { accept: "application/json" } });
      if (!response.ok) throw new ContentRequestError(response.status, `content ${path}: HTTP ${response.status}`);
      return (await response.json()) as T;
    },
  };
}
