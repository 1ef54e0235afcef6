import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { fetchLayoutData, LAYOUT_DATA_LINK } from "./layout/layout-data-store";

/**
 * The page hydrates once its layout data is here (decision 045): the header
 * and footer were rendered from it on the server and must render the same
 * here. The head started fetching it with the page, so it is usually here
 * long before the scripts that ask. Without it (offline) the page is not
 * hydrated: it stays the complete page the server sent, whose links and
 * forms work without scripts, rather than an empty shell.
 */
const href = document.querySelector<HTMLLinkElement>(LAYOUT_DATA_LINK)?.getAttribute("href");

void (href ? fetchLayoutData(href) : Promise.resolve(false)).then((ready) => {
  if (!ready) return;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
