import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";

/** Breadcrumbs from helmetdata (absolute addresses: shown as site paths). */
export function Breadcrumbs({ items }: { items: { name: string; href?: string }[] }) {
  const t = usePhrases();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t("breadcrumb_label")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          const path = item.href ? new URL(item.href).pathname : undefined;
          return (
            <li key={`${i}-${item.name}`} className="flex items-center gap-1">
              {path && !last ? (
                <SiteLink to={path} className="text-brand-700 underline-offset-4 hover:underline">
                  {item.name}
                </SiteLink>
              ) : (
                <span aria-current={last ? "page" : undefined}>{item.name}</span>
              )}
              {!last && <span aria-hidden="true">›</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
