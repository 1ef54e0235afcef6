import { Icon } from "~/ui/icon";
/**
 * A footer accordion (spec 2: Our Products, Popular Keywords): a native
 * disclosure, so it works before the page's script runs, its links stay in
 * the served page for search engines, and find-in-page opens it (decision 031).
 */
export function FooterAccordion({
  id,
  title,
  bordered = false,
  children,
}: {
  id: string;
  title: string;
  bordered?: boolean;
  children: React.ReactNode;
}) {
  return (
    <details id={id} data-footer-accordion={id} className={`group ${bordered ? "border-t border-white/15" : ""}`}>
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-bold text-white [&::-webkit-details-marker]:hidden">
        <h2 className="text-base">{title}</h2>
        <Icon
          name="chevron-down-solid"
          className="size-5 shrink-0 text-accent-400 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      {children}
    </details>
  );
}
