/**
 * A printable document (issue 14, decision 056): the claim documents and the
 * blank claim forms are built once as this model, which the page shows as
 * HTML (printable) and server/pdf/ draws as a PDF, so both say the same.
 * Plain data, so it travels in loader data.
 */
export type PrintBlock =
  /** A section heading. */
  | { kind: "heading"; text: string }
  /** A paragraph. */
  | { kind: "text"; text: string }
  /** Label and value pairs; a null value is a line to fill in by hand. */
  | { kind: "fields"; rows: { label: string; value: string | null }[] }
  /** Boxes to tick; `checked` ones are ticked already. */
  | { kind: "checklist"; items: { label: string; checked: boolean }[] }
  /** A table with a header row; empty cells are left to fill in; `widths` are the columns' shares (equal without). */
  | { kind: "table"; columns: string[]; rows: string[][]; widths?: number[] }
  /** Signature, place and date lines at the foot of a declaration. */
  | { kind: "signature"; labels: string[] };

export interface PrintDocument {
  /** The issuer as printed at the top (the brand's name, from content). */
  issuer: string;
  title: string;
  /** e.g. "Claim number CL2600104821": printed under the title and in the footer. */
  reference: string | null;
  blocks: PrintBlock[];
}
