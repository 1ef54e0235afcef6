/** One branch, garage or hospital in a locator's result list (issue 15). */
import { forwardRef } from "react";
import { localizePath, type Lang } from "@contracts/i18n/languages";
import type { LocationResult } from "@contracts/locations/location-rules";
import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import { directionsHref, formatDistance, telHref } from "./place-format";

const linkClass =
  "inline-flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold text-brand-900 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700";

export interface ResultCardProps {
  place: LocationResult;
  lang: Lang;
  selected: boolean;
  /** null while the map is not there to show the place on */
  onShowOnMap: ((id: number) => void) | null;
}

export const ResultCard = forwardRef<HTMLLIElement, ResultCardProps>(function ResultCard(
  { place, lang, selected, onShowOnMap },
  ref,
) {
  const t = usePhrases();
  const headingId = `place-${place.type}-${place.id}`;
  return (
    <li
      ref={ref}
      aria-labelledby={headingId}
      aria-current={selected ? "true" : undefined}
      data-place-id={place.id}
      className={`rounded-xl border bg-white p-4 shadow-sm transition-colors ${
        selected ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200"
      }`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-lg font-semibold text-brand-900">
          <SiteLink to={localizePath(place.path, lang)} className="hover:underline">
            {place.name}
          </SiteLink>
        </h3>
        {place.distanceKm !== undefined && (
          <p className="text-sm font-semibold text-slate-700" data-distance-km={place.distanceKm}>
            {t("locator_distance", { distance: formatDistance(place.distanceKm, lang) })}
          </p>
        )}
      </div>
      {place.kind && <p className="text-sm text-slate-600">{t(`locator_kind_${place.kind}`)}</p>}
      <p className="mt-2 text-slate-800">
        {place.address}, {place.city}, {place.state} {place.pincode}
      </p>
      {place.type === "hospital" && (
        <p className="mt-2 flex flex-wrap gap-2 text-sm">
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 font-medium text-emerald-900">
            {t("locator_cashless_available")}
          </span>
          {place.preferred && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-900">
              {t("locator_preferred_badge")}
            </span>
          )}
        </p>
      )}
      {place.makes && place.makes.length > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-medium">{t("locator_makes_label")}:</span> {place.makes.join(", ")}
        </p>
      )}
      {place.specialities && place.specialities.length > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-medium">{t("locator_specialities_label")}:</span>{" "}
          {place.specialities.map((s) => t(`locator_speciality_${s}`)).join(", ")}
        </p>
      )}
      <div className="mt-3 -ml-3 flex flex-wrap items-center gap-1">
        {place.phone && (
          <a href={telHref(place.phone)} className={linkClass}>
            <span className="sr-only">{t("locator_phone_label")}: </span>
            {place.phone}
          </a>
        )}
        <a href={directionsHref(place)} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {t("locator_directions")}
          <span className="sr-only"> {t("locator_new_tab")}</span>
        </a>
        {onShowOnMap && (
          <button type="button" className={linkClass} aria-pressed={selected} onClick={() => onShowOnMap(place.id)}>
            {t("locator_show_on_map")}
          </button>
        )}
      </div>
    </li>
  );
});
