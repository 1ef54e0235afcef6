/**
 * A print document (contracts/print/print-document.ts) as HTML: the same
 * blocks the PDF draws, for the screen and the printer (issue 14). The
 * document's words are English, as its PDF (decision 056), so the region
 * says so with `lang="en"` inside a page of any language.
 */
import type { PrintBlock, PrintDocument } from "@contracts/print/print-document";

function Block({ block, index }: { block: PrintBlock; index: number }) {
  switch (block.kind) {
    case "heading":
      return <h3 className="mt-6 text-base font-bold text-brand-900 first:mt-0 print:mt-4">{block.text}</h3>;
    case "text":
      return <p className="mt-2 text-sm leading-relaxed text-slate-800">{block.text}</p>;
    case "fields":
      return (
        <dl className="mt-2 divide-y divide-slate-100 text-sm">
          {block.rows.map((row) => (
            <div key={row.label} className="grid gap-1 py-1.5 sm:grid-cols-[14rem_minmax(0,1fr)]">
              <dt className="text-slate-600">{row.label}</dt>
              <dd className="font-semibold break-words text-slate-900">
                {row.value ?? (
                  <span className="block h-5 border-b border-slate-400">
                    <span className="sr-only">(to fill in)</span>
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      );
    case "checklist":
      return (
        <ul className="mt-2 space-y-1 text-sm">
          {block.items.map((item) => (
            <li key={item.label} className="flex items-start gap-2">
              <span
                aria-hidden="true"
                className="mt-0.5 grid size-4 shrink-0 place-items-center border border-slate-700 text-xs leading-none"
              >
                {item.checked ? "✓" : ""}
              </span>
              <span>
                {item.label}
                <span className="sr-only">{item.checked ? " (received)" : " (to send)"}</span>
              </span>
            </li>
          ))}
        </ul>
      );
    case "table":
      return (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="bg-slate-100">
                {block.columns.map((c) => (
                  <th key={c} scope="col" className="border border-slate-300 px-2 py-1.5 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={`${index}-${r}`}>
                  {block.columns.map((c, i) => (
                    <td key={c} className="h-8 border border-slate-300 px-2 py-1">
                      {row[i] ?? ""}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "signature":
      return (
        <div className="mt-10 grid gap-6 sm:grid-cols-3">
          {block.labels.map((label) => (
            <p key={label} className="border-t border-slate-700 pt-1 text-xs text-slate-600">
              {label}
            </p>
          ))}
        </div>
      );
  }
}

export function PrintDocumentView({ document }: { document: PrintDocument }) {
  return (
    <div lang="en" className="rounded-2xl border border-slate-300 bg-white p-5 sm:p-8 print:border-0 print:p-0">
      <p className="text-sm font-bold text-brand-700">{document.issuer}</p>
      <h2 className="mt-1 text-2xl font-bold text-slate-900">{document.title}</h2>
      {document.reference && <p className="text-sm text-slate-600">{document.reference}</p>}
      <div className="mt-3 border-t-2 border-brand-700 pt-3">
        {document.blocks.map((block, index) => (
          <Block key={index} block={block} index={index} />
        ))}
      </div>
    </div>
  );
}
