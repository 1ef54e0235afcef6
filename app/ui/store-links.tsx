import { usePhrases } from "~/i18n/phrases";

export interface StoreUrls {
  appStore: string | null;
  playStore: string | null;
}

const badgeClass =
  "inline-flex min-h-12 items-center gap-2.5 rounded-xl border px-3.5 py-1.5 text-left transition-colors motion-reduce:transition-none";

/** App Store and Play Store links (spec 2 "Common footer"), as store-style badges in the page's language. */
export function StoreLinks({
  stores,
  tone = "dark",
  className = "",
}: {
  stores: StoreUrls;
  tone?: "dark" | "light";
  className?: string;
}) {
  const t = usePhrases();
  const colours =
    tone === "dark"
      ? "border-white/30 bg-black text-white hover:border-white"
      : "border-slate-900 bg-slate-900 text-white hover:bg-black";
  if (!stores.appStore && !stores.playStore) return null;
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {stores.appStore && (
        <li>
          <a
            href={stores.appStore}
            target="_blank"
            rel="noopener noreferrer"
            data-store="app-store"
            className={`${badgeClass} ${colours}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0" fill="currentColor">
              <path d="M16.4 12.7c0-2.5 2-3.7 2.1-3.8-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.8-1.7 0-3.2 1-4.1 2.5-1.8 3-.5 7.6 1.2 10.1.8 1.2 1.8 2.6 3.1 2.5 1.3-.1 1.7-.8 3.2-.8s1.9.8 3.3.8c1.4 0 2.2-1.2 3-2.5.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.4-.9-2.4-4.1zM14 5.3c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z" />
            </svg>
            <span className="leading-tight">
              <span className="block text-[0.6875rem]">{t("footer_app_store_small")}</span>
              <span className="block text-base font-semibold">{t("footer_app_store_name")}</span>
            </span>{" "}
            <span className="sr-only">({t("footer_link_new_tab")})</span>
          </a>
        </li>
      )}
      {stores.playStore && (
        <li>
          <a
            href={stores.playStore}
            target="_blank"
            rel="noopener noreferrer"
            data-store="play-store"
            className={`${badgeClass} ${colours}`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0">
              <path fill="#34a853" d="M3.6 1.8 13.4 12l-9.8 10.2c-.4-.2-.6-.7-.6-1.2V3c0-.5.2-1 .6-1.2z" />
              <path fill="#fbbc04" d="m16.8 8.6 3.4 2c.9.5.9 1.8 0 2.3l-3.4 2L13.4 12z" />
              <path fill="#4285f4" d="M3.6 1.8c.3-.2.8-.2 1.2 0l12 6.8-3.4 3.4z" />
              <path fill="#ea4335" d="M13.4 12l3.4 3.4-12 6.8c-.4.2-.9.2-1.2 0z" />
            </svg>
            <span className="leading-tight">
              <span className="block text-[0.6875rem]">{t("footer_play_store_small")}</span>
              <span className="block text-base font-semibold">{t("footer_play_store_name")}</span>
            </span>{" "}
            <span className="sr-only">({t("footer_link_new_tab")})</span>
          </a>
        </li>
      )}
    </ul>
  );
}
