/**
 * The locator's map (issue 15, decision 055): Leaflet with clustered
 * markers, loaded only on the locator pages and only after the list has
 * hydrated (its script and styles are a chunk of their own). The list is
 * the primary interface; the map follows it and tells it which marker was
 * chosen. When tiles cannot load, the markers still show and the page says
 * the map is unavailable.
 */
import { useEffect, useRef, useState } from "react";
import type { LocationResult } from "@contracts/locations/location-rules";
import { usePhrases } from "~/i18n/phrases";
import type { MapController } from "./leaflet-map";

export interface LocatorMapProps {
  places: readonly LocationResult[];
  origin: { lat: number; lng: number } | null;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onReady: (ready: boolean) => void;
  tiles: { url: string; attribution: string } | null;
  initial: { lat: number; lng: number; zoom: number };
}

type MapState = "loading" | "ready" | "tiles-failed" | "failed";

export function LocatorMap({ places, origin, selectedId, onSelect, onReady, tiles, initial }: LocatorMapProps) {
  const t = usePhrases();
  const container = useRef<HTMLDivElement>(null);
  const controller = useRef<MapController | null>(null);
  const [state, setState] = useState<MapState>("loading");
  const latest = useRef({ places, origin, onSelect });
  latest.current = { places, origin, onSelect };

  useEffect(() => {
    let cancelled = false;
    import("./leaflet-map")
      .then(({ createMap }) => {
        if (cancelled || !container.current) return;
        controller.current = createMap(container.current, {
          tiles,
          initial,
          labels: { zoomIn: t("locator_map_zoom_in"), zoomOut: t("locator_map_zoom_out") },
          onSelect: (id) => latest.current.onSelect(id),
          onTilesFailed: () => setState("tiles-failed"),
        });
        controller.current.show(latest.current.places, latest.current.origin);
        setState((s) => (s === "loading" ? "ready" : s));
        onReady(true);
      })
      .catch((error: unknown) => {
        console.error("locator map failed to load", error);
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      controller.current?.destroy();
      controller.current = null;
      onReady(false);
    };
    // the map is made once per page; its places and selection follow below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    controller.current?.show(places, origin);
  }, [places, origin]);

  useEffect(() => {
    controller.current?.select(selectedId);
  }, [selectedId]);

  const unavailable = state === "tiles-failed" || state === "failed";
  return (
    <section aria-labelledby="locator-map-heading" className="lg:sticky lg:top-20">
      <h2 id="locator-map-heading" className="sr-only">
        {t("locator_map_label")}
      </h2>
      <div
        ref={container}
        className="relative z-0 h-80 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:h-[28rem] lg:h-[36rem]"
        data-map-state={state}
      />
      <p role="status" className={unavailable ? "mt-2 text-sm font-medium text-slate-800" : "sr-only"}>
        {state === "loading" ? t("locator_map_loading") : unavailable ? t("locator_map_unavailable") : ""}
      </p>
    </section>
  );
}
