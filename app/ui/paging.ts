/**
 * Numbered pages of a list (the blog, the insurance-awareness articles): the
 * page number in the address, how many pages a list fills, and each page's
 * address with its filter. Page 1 has no number: one address per page.
 */

/** A page's number from the address: absent is 1; anything but a plain number from 1 is no page (null). */
export function pageNumberOf(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

/** How many pages `total` items fill, `size` a page; an empty list is one (empty) page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The address of a page of a list: `/blog`, `/blog?category=motor-insurance&page=2`. */
export function listPagePath(basePath: string, filter: { name: string; value: string | null }, page: number): string {
  const params = new URLSearchParams();
  if (filter.value) params.set(filter.name, filter.value);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}
