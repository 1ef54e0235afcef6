/**
 * The status a tender shows (issue 16, decision 060): what the editors set, except that an open
 * tender past its closing time shows as closed (bids are no longer taken, whatever the entry
 * says), and a status the site does not know never shows as open.
 */
export const TENDER_STATUSES = ["open", "closed", "awarded", "cancelled"] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];

export function tenderStatus(stored: string, closingDate: string, now: Date): TenderStatus {
  const known = (TENDER_STATUSES as readonly string[]).includes(stored) ? (stored as TenderStatus) : "closed";
  const closes = Date.parse(closingDate);
  if (known === "open" && (Number.isNaN(closes) || now.getTime() >= closes)) return "closed";
  return known;
}
