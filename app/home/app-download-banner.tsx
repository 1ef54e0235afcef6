import { usePhrases } from "~/i18n/phrases";
import { ContentAnchor } from "~/ui/content-anchor";
import { StoreLinks, type StoreUrls } from "~/ui/store-links";
import type { AppBanner } from "./home-content";

/** spec 9: the desktop app banner is 1116 px wide; below the mobile breakpoint (991 px) the mobile image shows. */
export const APP_BANNER_DESKTOP_WIDTH = 1116;
const DESKTOP_MEDIA = "(min-width: 992px)";

/** The app-download banner (spec 2): the content's banner image, linked, with the store links beside it. */
export function AppDownloadBanner({ banner, stores }: { banner: AppBanner; stores: StoreUrls }) {
  const t = usePhrases();
  const fallback = banner.mobile ?? banner.desktop;
  if (!fallback) return null;
  return (
    <section aria-labelledby="home-app-title" className="mx-auto max-w-[1116px] px-4 py-16 sm:py-20 min-[1148px]:px-0">
      <div className="relative overflow-hidden rounded-3xl bg-brand-700 min-[992px]:bg-gradient-to-br min-[992px]:from-brand-700 min-[992px]:to-[#167a86]">
        <div className="relative z-10 p-6 text-white sm:p-8 min-[992px]:flex min-[992px]:min-h-[200px] min-[992px]:w-[56%] min-[992px]:flex-col min-[992px]:justify-center min-[992px]:py-6 min-[992px]:pl-10">
          <h2 id="home-app-title" className="text-2xl leading-tight font-bold sm:text-3xl min-[992px]:text-[1.625rem]">
            {t("home_app_title")}
          </h2>
          <p className="mt-2 text-brand-100 min-[992px]:text-sm">{t("home_app_text")}</p>
          <StoreLinks stores={stores} className="mt-4" />
        </div>
        <ContentAnchor link={banner.link} className="block min-[992px]:absolute min-[992px]:inset-0">
          <picture>
            {banner.desktop && (
              <source
                media={DESKTOP_MEDIA}
                srcSet={banner.desktop.url}
                width={banner.desktop.width || APP_BANNER_DESKTOP_WIDTH}
                height={banner.desktop.height || 200}
              />
            )}
            <img
              src={fallback.url}
              width={fallback.width || undefined}
              height={fallback.height || undefined}
              alt={banner.alt}
              loading="lazy"
              decoding="async"
              className="mx-auto h-auto w-full max-w-md min-[992px]:size-full min-[992px]:max-w-none min-[992px]:object-cover min-[992px]:object-right"
            />
          </picture>
        </ContentAnchor>
      </div>
    </section>
  );
}
