import { useCallback, useRef, useState } from "react";
import { preload } from "react-dom";
import { usePhrases } from "~/i18n/phrases";
import { ContentAnchor } from "~/ui/content-anchor";
import type { HomeBanner as Banner } from "./home-content";
import type { ImageRef } from "~/ui/content-image";

/**
 * The banner (spec 2 "Home page (root)"): product-line tiles over the banner
 * image. Pointing at or focusing a tile shows its banner image; leaving the
 * tiles brings the default back. The default image is the page's largest
 * paint: server-rendered, sized, high priority and preloaded from the head;
 * the others load when a visitor first reaches for a tile.
 */
export function HomeBanner({ banner, heading, tagline }: { banner: Banner; heading: string; tagline: string }) {
  const t = usePhrases();
  const [active, setActive] = useState<ImageRef | null>(null);
  const warmed = useRef(false);
  const image = active ?? banner.defaultImage;
  // React puts this hint at the top of the served <head>, before the stylesheet
  if (banner.defaultImage) preload(banner.defaultImage.url, { as: "image", fetchPriority: "high" });

  // Fetch the tiles' images on first intent, so the swap shows at once.
  const warm = useCallback(() => {
    if (warmed.current) return;
    warmed.current = true;
    for (const tile of banner.tiles) if (tile.image) new Image().src = tile.image.url;
  }, [banner.tiles]);

  const onBlur = useCallback((event: React.FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(null);
  }, []);

  return (
    <section aria-labelledby="home-banner-title" className="relative isolate overflow-hidden bg-[#e8f3fb]">
      {image && (
        <div className="relative h-44 sm:h-64 lg:absolute lg:inset-0 lg:-z-10 lg:h-auto">
          <img
            src={image.url}
            width={image.width || 1200}
            height={image.height || 480}
            alt=""
            fetchPriority="high"
            data-banner-image={image.url}
            className="size-full object-cover object-[85%_50%] lg:object-contain lg:object-right-bottom"
          />
          {/* keeps the tiles' side of the picture calm behind the text on wide screens */}
          <div className="absolute inset-0 hidden bg-gradient-to-r from-[#e8f3fb] via-[#e8f3fb]/85 to-transparent lg:block lg:w-[60%]" />
        </div>
      )}
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-14 sm:pt-8 lg:min-h-[500px] lg:py-12 lg:pb-20">
        <div className="lg:max-w-[34rem]">
          <h1 id="home-banner-title" className="text-brand-900">
            <span className="block text-sm font-semibold tracking-wide text-brand-700 uppercase">{heading}</span>{" "}
            <span className="mt-2 block text-3xl leading-tight font-bold sm:text-4xl">{tagline}</span>
          </h1>
          <p className="mt-3 max-w-xl text-base text-slate-700 sm:text-lg">{t("home_banner_subtitle")}</p>
          <nav aria-label={t("home_banner_tiles_label")} className="mt-6">
            <ul
              className="grid grid-cols-3 gap-2.5 sm:gap-3"
              onPointerEnter={warm}
              onPointerLeave={() => setActive(null)}
              onFocus={warm}
              onBlur={onBlur}
            >
              {banner.tiles.map((tile) => (
                <li key={tile.name} className="relative">
                  <ContentAnchor
                    link={tile.link}
                    data-banner-tile={tile.name}
                    onPointerEnter={() => setActive(tile.image)}
                    onFocus={() => setActive(tile.image)}
                    className="banner-tile"
                  >
                    {tile.icon && (
                      <img src={tile.icon.url} width={tile.icon.width || 48} height={tile.icon.height || 48} alt="" />
                    )}
                    <span>
                      {tile.name}
                      {/* "More" alone does not say where the link leads */}
                      {tile.more && (
                        <>
                          {" "}
                          <span className="sr-only">{t("home_banner_more_products")}</span>
                        </>
                      )}
                    </span>
                    {tile.ribbon && " "}
                    {tile.ribbon && (
                      <span
                        data-new-ribbon=""
                        className="absolute -top-2 -right-1 rounded-full bg-accent-400 px-2 py-0.5 text-[0.6875rem] leading-none font-bold text-brand-900 shadow-sm"
                      >
                        {tile.ribbon}
                      </span>
                    )}
                  </ContentAnchor>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </section>
  );
}
