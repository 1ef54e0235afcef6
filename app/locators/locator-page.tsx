/**
 * A locator page (issue 15; spec 2 "Contact", spec 3 "Map default", spec 9):
 * the search form, the server-rendered result list of the address's search,
 * "near me" with the visitor's permission, and the map after the list.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { LANG_INFO, localizePath } from "@contracts/i18n/languages";
import {
  LOCATION_PAGE_SIZE,
  LOCATOR_PATH,
  SPECIALITIES,
  type LocationAnswer,
} from "@contracts/locations/location-rules";
import { usePhrases } from "~/i18n/phrases";
import { FaqList, PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import { inputClass, primaryButton, secondaryButton } from "~/ui/form-parts";
import type { LocatorPageData } from "./locator-data.server";
import { pageHref } from "./page-href";
import { formatCount } from "./place-format";
import { ResultCard } from "./result-card";

// Leaflet's code loads after the list (decision 055)
const LocatorMap = lazy(() => import("./locator-map").then((m) => ({ default: m.LocatorMap })));

/** Near me: about 100 m is enough to put the nearest first and is all the server is sent. */
const NEAR_ME_DECIMALS = 3;
const LOCATIONS_API = "/api/locations";

type NearMe =
  | { status: "idle" }
  | { status: "locating" }
  | { status: "denied" | "failed" }
  | { status: "done"; answer: LocationAnswer; lat: number; lng: number };

const labelClass = "block text-sm font-medium text-slate-800";

export function LocatorPage({ data }: { data: LocatorPageData }) {
  const t = usePhrases();
  const { type, lang, seo, params, facets } = data;
  const listPath = localizePath(LOCATOR_PATH[type], lang);
  const [hydrated, setHydrated] = useState(false);
  const [nearMe, setNearMe] = useState<NearMe>({ status: "idle" });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [mapReady, setMapReady] = useState(false);
  const [showMap, setShowMap] = useState(false);
  const cards = useRef(new Map<number, HTMLLIElement>());
  useEffect(() => setHydrated(true), []);
  // the map's code is fetched once the list is on screen and the page is idle
  useEffect(() => {
    const start = () => setShowMap(true);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(start, { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(start, 200);
    return () => clearTimeout(id);
  }, []);
  // a new search in the address replaces a near-me answer
  useEffect(() => {
    setNearMe({ status: "idle" });
    setSelectedId(null);
  }, [data.answer]);

  const answer = nearMe.status === "done" ? nearMe.answer : data.answer;

  const fetchNear = useCallback(
    async (lat: number, lng: number, page: number) => {
      const query = new URLSearchParams({ type, lat: String(lat), lng: String(lng), page: String(page) });
      query.set("limit", String(LOCATION_PAGE_SIZE));
      if (params.speciality) query.set("speciality", params.speciality);
      if (params.make) query.set("make", params.make);
      if (params.preferred) query.set("preferred", params.preferred);
      const response = await fetch(`${LOCATIONS_API}?${query}`, { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`locations answered ${response.status}`);
      const body = (await response.json()) as LocationAnswer;
      setNearMe({ status: "done", answer: body, lat, lng });
      setSelectedId(null);
    },
    [type, params.speciality, params.make, params.preferred],
  );

  const locate = () => {
    if (!("geolocation" in navigator)) {
      setNearMe({ status: "denied" });
      return;
    }
    setNearMe({ status: "locating" });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const round = (n: number) => Number(n.toFixed(NEAR_ME_DECIMALS));
        fetchNear(round(position.coords.latitude), round(position.coords.longitude), 1).catch((error: unknown) => {
          console.error("near me search failed", error);
          setNearMe({ status: "failed" });
        });
      },
      () => setNearMe({ status: "denied" }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };

  const select = useCallback((id: number) => {
    setSelectedId(id);
    cards.current.get(id)?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, []);

  const where = params.city ?? params.pincode ?? "";
  const total = answer?.total ?? 0;
  const from = answer && total > 0 ? (answer.page - 1) * answer.limit + 1 : 0;
  const to = answer ? Math.min(total, from + answer.results.length - 1) : 0;
  const plural = new Intl.PluralRules(LANG_INFO[lang].hreflang).select(total) === "one" ? "one" : "other";
  const originLabel =
    answer?.origin?.from === "pincode"
      ? t("locator_near_pincode", { pincode: params.pincode ?? "" })
      : answer?.origin
        ? t("locator_near_you")
        : null;
  const search = new URLSearchParams(params);
  const lastPage = answer ? Math.max(1, Math.ceil(total / answer.limit)) : 1;

  return (
    <>
      <PageHero seo={seo}>{seo.intro && <p className="mt-3 max-w-3xl text-slate-700">{seo.intro}</p>}</PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <section
          aria-labelledby="locator-search-heading"
          className="-mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="locator-search-heading" className="text-xl font-bold text-brand-900">
            {t("locator_search_heading")}
          </h2>
          <Form
            method="get"
            action={listPath}
            className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
            preventScrollReset
          >
            <div>
              <label htmlFor="locator-where" className={labelClass}>
                {t("locator_where_label")}
              </label>
              <input
                id="locator-where"
                name="where"
                defaultValue={where}
                autoComplete="postal-code"
                aria-describedby="locator-where-hint"
                aria-invalid={data.error === "locator_error_pincode" ? true : undefined}
                className={inputClass(data.error === "locator_error_pincode")}
                maxLength={80}
              />
              <p id="locator-where-hint" className="mt-1 text-xs text-slate-600">
                {t("locator_where_hint")}
              </p>
            </div>
            <div>
              <label htmlFor="locator-q" className={labelClass}>
                {t("locator_q_label")}
              </label>
              <input
                id="locator-q"
                name="text"
                defaultValue={params.text ?? ""}
                className={inputClass(false)}
                maxLength={80}
              />
            </div>
            <div>
              <label htmlFor="locator-state" className={labelClass}>
                {t("locator_state_label")}
              </label>
              <select id="locator-state" name="state" defaultValue={params.state ?? ""} className={inputClass(false)}>
                <option value="">{t("locator_state_any")}</option>
                {facets.states.map((s) => (
                  <option key={s.code} value={s.code}>
                    {(lang === "hi" ? s.hi : lang === "kn" ? s.kn : null) ?? s.name}
                  </option>
                ))}
              </select>
            </div>
            {type === "hospital" && (
              <div>
                <label htmlFor="locator-speciality" className={labelClass}>
                  {t("locator_speciality_label")}
                </label>
                <select
                  id="locator-speciality"
                  name="speciality"
                  defaultValue={params.speciality ?? ""}
                  className={inputClass(false)}
                >
                  <option value="">{t("locator_speciality_any")}</option>
                  {SPECIALITIES.map((s) => (
                    <option key={s} value={s}>
                      {t(`locator_speciality_${s}`)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {type === "garage" && (
              <div>
                <label htmlFor="locator-make" className={labelClass}>
                  {t("locator_make_label")}
                </label>
                <select id="locator-make" name="make" defaultValue={params.make ?? ""} className={inputClass(false)}>
                  <option value="">{t("locator_make_any")}</option>
                  {facets.makes.map((m) => (
                    <option key={m} value={m}>
                      {m}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {type === "hospital" && (
              <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-4">
                <input
                  id="locator-preferred"
                  type="checkbox"
                  name="preferred"
                  value="true"
                  defaultChecked={params.preferred === "true"}
                  className="h-5 w-5 accent-brand-700"
                />
                <label htmlFor="locator-preferred" className="text-sm text-slate-800">
                  {t("locator_preferred_label")}
                </label>
              </div>
            )}
            <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
              <button type="submit" className={primaryButton}>
                {t("locator_search_button")}
              </button>
              <button
                type="button"
                onClick={locate}
                disabled={!hydrated || nearMe.status === "locating"}
                className={`${secondaryButton} min-h-12`}
              >
                {t("locator_near_me")}
              </button>
            </div>
          </Form>
          <div aria-live="polite" className="mt-3 text-sm">
            {nearMe.status === "locating" && <p className="text-slate-700">{t("locator_near_me_locating")}</p>}
            {nearMe.status === "denied" && (
              <p className="font-medium text-red-800" data-near-me="denied">
                {t("locator_near_me_denied")}
              </p>
            )}
            {nearMe.status === "failed" && <p className="font-medium text-red-800">{t("locator_near_me_failed")}</p>}
          </div>
          {data.error && (
            <p
              role="alert"
              className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
            >
              {t(data.error)}
            </p>
          )}
        </section>

        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="locator-results-heading">
            <h2 id="locator-results-heading" className="text-2xl font-bold text-brand-900">
              {t(`locator_results_heading_${type}`)}
            </h2>
            <div aria-live="polite" aria-atomic="true" className="mt-1 text-sm text-slate-700" data-results-summary="">
              {answer && (
                <p>
                  {t(`locator_results_${plural}`, { count: formatCount(total, lang) })}
                  {total > 0 && (
                    <>
                      {" · "}
                      {t("locator_results_range", {
                        from: formatCount(from, lang),
                        to: formatCount(to, lang),
                        total: formatCount(total, lang),
                      })}
                    </>
                  )}
                  {originLabel && total > 0 && (
                    <>
                      {" · "}
                      {originLabel} · {t("locator_nearest_first")}
                    </>
                  )}
                </p>
              )}
            </div>
            {!answer && !data.error && <p className="mt-3 text-slate-700">{t("locator_start_hint")}</p>}
            {answer && total === 0 && <p className="mt-3 font-medium text-slate-800">{t("locator_no_results")}</p>}
            {answer && answer.results.length > 0 && (
              <ol className="mt-4 space-y-3" data-results="">
                {answer.results.map((place) => (
                  <ResultCard
                    key={`${place.type}-${place.id}`}
                    ref={(el) => {
                      if (el) cards.current.set(place.id, el);
                      else cards.current.delete(place.id);
                    }}
                    place={place}
                    lang={lang}
                    selected={selectedId === place.id}
                    onShowOnMap={mapReady ? setSelectedId : null}
                  />
                ))}
              </ol>
            )}
            {answer && lastPage > 1 && (
              <nav aria-label={t("locator_pages_label")} className="mt-4 flex items-center justify-between gap-3">
                {nearMe.status === "done" ? (
                  <>
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={answer.page <= 1}
                      onClick={() =>
                        void fetchNear(nearMe.lat, nearMe.lng, answer.page - 1).catch(() =>
                          setNearMe({ status: "failed" }),
                        )
                      }
                    >
                      {t("locator_previous")}
                    </button>
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={answer.page >= lastPage}
                      onClick={() =>
                        void fetchNear(nearMe.lat, nearMe.lng, answer.page + 1).catch(() =>
                          setNearMe({ status: "failed" }),
                        )
                      }
                    >
                      {t("locator_next")}
                    </button>
                  </>
                ) : (
                  <>
                    {answer.page > 1 ? (
                      <SiteLink to={pageHref(listPath, search, answer.page - 1)} className={secondaryButton} rel="prev">
                        {t("locator_previous")}
                      </SiteLink>
                    ) : (
                      <span />
                    )}
                    {answer.page < lastPage && (
                      <SiteLink to={pageHref(listPath, search, answer.page + 1)} className={secondaryButton} rel="next">
                        {t("locator_next")}
                      </SiteLink>
                    )}
                  </>
                )}
              </nav>
            )}
          </section>
          {showMap ? (
            <Suspense fallback={null}>
              <LocatorMap
                places={answer?.results ?? []}
                origin={answer?.origin ?? null}
                selectedId={selectedId}
                onSelect={select}
                onReady={setMapReady}
                tiles={data.mapTiles}
                initial={data.mapDefault}
              />
            </Suspense>
          ) : (
            <div
              aria-hidden="true"
              className="h-80 rounded-xl border border-slate-200 bg-slate-100 sm:h-[28rem] lg:h-[36rem]"
            />
          )}
        </div>

        {data.notes.length > 0 && (
          <section aria-labelledby="locator-networks-heading" className="mt-10">
            <h2 id="locator-networks-heading" className="text-2xl font-bold text-brand-900">
              {t("locator_networks_heading")}
            </h2>
            <dl className="mt-3 space-y-3">
              {data.notes.map((n) => (
                <div key={n.key} className="rounded-xl border border-slate-200 bg-white p-4">
                  <dt className="font-semibold text-slate-900">{n.name}</dt>
                  <dd className="mt-1 text-slate-700">{n.note}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}

        <section aria-labelledby="locator-states-heading" className="mt-10">
          <h2 id="locator-states-heading" className="text-2xl font-bold text-brand-900">
            {t("locator_browse_states")}
          </h2>
          <ul className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
            {facets.states.map((s) => (
              <li key={s.code}>
                <SiteLink
                  to={`${listPath}?state=${s.code}`}
                  className="inline-flex min-h-11 items-center text-brand-900 underline-offset-2 hover:underline"
                >
                  {(lang === "hi" ? s.hi : lang === "kn" ? s.kn : null) ?? s.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>

        <FaqList items={seo.faq} />
      </div>
    </>
  );
}
