/**
 * One branch, garage or hospital's own page (issue 15): its details,
 * how to reach it, and (in the head) its schema.org data with geo.
 */
import { usePhrases } from "~/i18n/phrases";
import { PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import { secondaryButton } from "~/ui/form-parts";
import type { PlacePageData } from "./locator-data.server";
import { ALWAYS_OPEN, directionsHref, openingHoursLines, telHref } from "./place-format";

const termClass = "text-sm font-semibold text-slate-600";
const valueClass = "mt-1 text-slate-900";

export function PlacePage({ data }: { data: PlacePageData }) {
  const t = usePhrases();
  const { place, lang, seo } = data;
  const hours =
    place.openingHours === ALWAYS_OPEN
      ? [t("locator_hours_always")]
      : place.openingHours
        ? (openingHoursLines(place.openingHours, lang) ?? [place.openingHours])
        : null;
  return (
    <>
      <PageHero seo={seo}>
        {place.kind && <p className="mt-2 text-lg text-slate-700">{t(`locator_kind_${place.kind}`)}</p>}
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pb-12">
        <dl className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className={termClass}>{t("locator_address_label")}</dt>
            <dd className={valueClass}>
              <address className="not-italic">
                {place.address}
                <br />
                {place.city}, {place.state} {place.pincode}
              </address>
            </dd>
          </div>
          {place.phone && (
            <div>
              <dt className={termClass}>{t("locator_phone_label")}</dt>
              <dd className={valueClass}>
                <a href={telHref(place.phone)} className="font-semibold text-brand-900 underline">
                  {place.phone}
                </a>
              </dd>
            </div>
          )}
          {place.email && (
            <div>
              <dt className={termClass}>{t("locator_email_label")}</dt>
              <dd className={`${valueClass} break-all`}>
                <a href={`mailto:${place.email}`} className="text-brand-900 underline">
                  {place.email}
                </a>
              </dd>
            </div>
          )}
          {hours && (
            <div className="sm:col-span-2">
              <dt className={termClass}>{t("locator_hours_label")}</dt>
              {hours.map((line) => (
                <dd key={line} className={valueClass}>
                  {line}
                </dd>
              ))}
            </div>
          )}
          {place.makes && place.makes.length > 0 && (
            <div className="sm:col-span-2">
              <dt className={termClass}>{t("locator_makes_label")}</dt>
              <dd className={valueClass}>{place.makes.join(", ")}</dd>
            </div>
          )}
          {place.specialities && place.specialities.length > 0 && (
            <div className="sm:col-span-2">
              <dt className={termClass}>{t("locator_specialities_label")}</dt>
              <dd className={valueClass}>{place.specialities.map((s) => t(`locator_speciality_${s}`)).join(", ")}</dd>
            </div>
          )}
        </dl>
        {place.type === "hospital" && (
          <div className="mt-6 space-y-3">
            {data.notes
              .filter((n) => n.key === "cashless" || (n.key === "preferred" && place.preferred))
              .map((n) => (
                <section
                  key={n.key}
                  aria-label={n.name}
                  className="rounded-xl border border-emerald-200 bg-emerald-50 p-4"
                >
                  <p className="font-semibold text-emerald-950">{n.name}</p>
                  <p className="mt-1 text-emerald-950">{n.note}</p>
                </section>
              ))}
          </div>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={directionsHref(place)} target="_blank" rel="noopener noreferrer" className={secondaryButton}>
            {t("locator_directions")}
            <span className="sr-only"> {t("locator_new_tab")}</span>
          </a>
          <SiteLink to={data.listPath} className={secondaryButton}>
            {t(`locator_back_${data.type}`)}
          </SiteLink>
        </div>
      </div>
    </>
  );
}
