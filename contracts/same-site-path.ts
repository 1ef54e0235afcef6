/**
 * An address of this site to redirect to, made from a path that came in a
 * request. Browsers read a backslash as a slash in http(s) addresses and drop
 * tabs and line breaks, so `/\evil.example` or `/\t/evil.example` would be
 * followed to another host as `//evil.example`. Whatever mix of slashes and
 * backslashes a path starts with, the answer starts with exactly one slash
 * and names no host; backslashes and control characters stay in it, encoded.
 */
export function sameSitePath(path: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a Location
  const encoded = path.replace(/[\\\u0000-\u001f\u007f]/g, (c) => encodeURIComponent(c));
  return `/${encoded.replace(/^\/+/, "")}`;
}
