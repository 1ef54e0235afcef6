import { usePhrases } from "~/i18n/phrases";
import { Icon } from "./icon";

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
            <Icon name="apple" className="size-6 shrink-0" />
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
            <Icon name="google-play" className="size-6 shrink-0" />
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
