/**
 * Leaflet behind the locator map (loaded by locator-map.tsx after the list):
 * tiles from configuration, one clustered marker per result, the search's
 * origin, and the selection kept in step with the list.
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "leaflet.markercluster/dist/MarkerCluster.Default.css";
import type { LocationResult } from "@contracts/locations/location-rules";

export interface MapController {
  show(places: readonly LocationResult[], origin: { lat: number; lng: number } | null): void;
  select(id: number | null): void;
  destroy(): void;
}

export interface MapOptions {
  tiles: { url: string; attribution: string } | null;
  initial: { lat: number; lng: number; zoom: number };
  labels: { zoomIn: string; zoomOut: string };
  onSelect(id: number): void;
  onTilesFailed(): void;
}

/** A tile that has not loaded by then counts as failed (no network answers nothing at all). */
const TILE_TIMEOUT_MS = 8000;

const pin = (selected: boolean) =>
  L.divIcon({
    className: "",
    html: `<span class="locator-pin${selected ? " locator-pin-selected" : ""}"></span>`,
    iconSize: [26, 26],
    iconAnchor: [13, 26],
  });

export function createMap(element: HTMLElement, options: MapOptions): MapController {
  // leaflet.markercluster extends the global L of its UMD build
  (globalThis as { L?: typeof L }).L = L;
  const map = L.map(element, { zoomControl: false, keyboard: false, attributionControl: true }).setView(
    [options.initial.lat, options.initial.lng],
    options.initial.zoom,
  );
  // where the map looks, for the browser tests (spec 9's default until a search moves it)
  const record = () => {
    const c = map.getCenter();
    element.dataset.mapView = `${c.lat.toFixed(6)},${c.lng.toFixed(6)},${map.getZoom()}`;
  };
  record();
  map.on("moveend zoomend", record);
  L.control.zoom({ zoomInTitle: options.labels.zoomIn, zoomOutTitle: options.labels.zoomOut }).addTo(map);

  let tilesLoaded = false;
  let failed = false;
  const fail = () => {
    if (tilesLoaded || failed) return;
    failed = true;
    options.onTilesFailed();
  };
  if (options.tiles) {
    const layer = L.tileLayer(options.tiles.url, { attribution: options.tiles.attribution, maxZoom: 19 });
    layer.on("tileload", () => {
      tilesLoaded = true;
    });
    layer.on("tileerror", fail);
    layer.addTo(map);
  } else {
    queueMicrotask(fail);
  }
  const timer = setTimeout(fail, TILE_TIMEOUT_MS);

  const markers = new Map<number, L.Marker>();
  let group: L.MarkerClusterGroup | null = null;
  let originMarker: L.CircleMarker | null = null;
  let selected: number | null = null;
  const ready = import("leaflet.markercluster").then(() => {
    group = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 });
    map.addLayer(group);
  });

  const controller: MapController = {
    show(places, origin) {
      void ready.then(() => {
        if (!group) return;
        group.clearLayers();
        markers.clear();
        originMarker?.remove();
        for (const place of places) {
          const marker = L.marker([place.lat, place.lng], {
            icon: pin(place.id === selected),
            keyboard: false,
            title: place.name,
            alt: place.name,
          });
          marker.on("click", () => options.onSelect(place.id));
          markers.set(place.id, marker);
          group.addLayer(marker);
        }
        const points: L.LatLngExpression[] = places.map((p) => [p.lat, p.lng]);
        if (origin) {
          originMarker = L.circleMarker([origin.lat, origin.lng], {
            radius: 8,
            color: "#1d4ed8",
            fillOpacity: 0.6,
            interactive: false,
          }).addTo(map);
          points.push([origin.lat, origin.lng]);
        }
        if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [30, 30], maxZoom: 15 });
        else map.setView([options.initial.lat, options.initial.lng], options.initial.zoom);
      });
    },
    select(id) {
      void ready.then(() => {
        if (selected !== null) markers.get(selected)?.setIcon(pin(false));
        selected = id;
        const marker = id === null ? undefined : markers.get(id);
        if (!marker || !group) return;
        marker.setIcon(pin(true));
        group.zoomToShowLayer(marker, () => map.panTo(marker.getLatLng()));
      });
    },
    destroy() {
      clearTimeout(timer);
      map.remove();
    },
  };
  return controller;
}
