/** Addresses of a locator's result pages (issue 15). */

/** A page of the same search. */
export function pageHref(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const text = next.toString();
  return `${pathname}${text ? `?${text}` : ""}`;
}
