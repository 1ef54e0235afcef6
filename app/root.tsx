import { useEffect } from "react";
import { HYDRATED_ATTRIBUTE } from "./layout/hydration";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { LANG_INFO, SITE_LANGS, splitLanguage, type Lang } from "@contracts/i18n/languages";
import { storeLanguage, storePhrases } from "./i18n/language-choice";
import { translate, type Phrases } from "./i18n/phrases";
import type { SiteBrand } from "./layout/site-settings";
import { SiteHeader } from "./header/site-header";
import { headerFlags, type HeaderData, type HeaderFlags } from "./header/header-data.server";
import { SiteFooter } from "./footer/site-footer";
import type { FooterData } from "./footer/footer-data.server";
import { RecentQuote } from "./recent-quote/recent-quote";
import { LeadModalProvider } from "./lead/lead-modal";
import { loadLeadFormData } from "./lead/lead-data.server";
import { LAYOUT_DATA_LINK, fetchLayoutData, layoutDataAt } from "./layout/layout-data-store";
import { useLayoutData } from "./layout-data";
import { loadLayoutData } from "./layout-data.server";
import { ErrorPage, NotFoundPage } from "./layout/not-found-page";
import { NavigationSpinner } from "./layout/navigation-spinner";
import { PrePaintScript } from "./theme/pre-paint-script";
import { languagesOf, resolvePage } from "./routing/resolve-page";

export const links: Route.LinksFunction = () => [
  // precedence: React hoists the stylesheet to the top of <head>, ahead of the script preloads (render-blocking first)
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * What the layout needs of this address. The layout's own data (menus,
 * footer, phrases, brand: the same on every page of a language) is not here
 * but named by `layout`, a file the browser fetches once and keeps (decision 045).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = resolvePage(url.pathname);
  const { basePath, lang } = page ?? splitLanguage(url.pathname);
  const crop = page?.entry.crop === true;
  const [layout, lead] = await Promise.all([loadLayoutData(context, lang, crop), loadLeadFormData(context, page)]);
  return {
    lang,
    basePath,
    crop,
    langs: page ? languagesOf(page.entry) : SITE_LANGS,
    /** The address of the layout data; the server keeps it for rendering, the browser fetches it. */
    layout: layout.href,
    header: headerFlags(page, url),
    /** The product this page's lead form preselects and the public key of encrypted bodies (app/lead). */
    lead,
  };
}

/** Before a page of another language shows in the browser, its layout data is there too. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await fetchLayoutData(data.layout);
  return data;
}

/** The layout data depends on the address's language and page only. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return defaultShouldRevalidate;
  return true;
}

export function meta({ error, data }: Route.MetaArgs) {
  if (!error) return [];
  const layout = layoutDataAt(data?.layout) as { phrases: Phrases; brand: SiteBrand } | undefined;
  const phrases = layout?.phrases ?? {};
  const brand = layout?.brand.brandName;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = translate(phrases, status === 404 ? "not_found_title" : "error_title");
  return [{ title: brand ? `${title} | ${brand}` : title }, { name: "robots", content: "noindex" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const { lang } = splitLanguage(pathname);
  const bodyClass = LANG_INFO[lang].bodyClass;
  // the whole page has hydrated: effects run once the root has committed
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ""), []);
  return (
    <html lang={LANG_INFO[lang].htmlLang} dir="ltr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2e5c" />
        <PrePaintScript />
        <Meta />
        <Links />
        <LayoutDataLink />
      </head>
      <body className={bodyClass || undefined} data-lang={lang}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The layout data file, fetched with the page (entry.client.tsx waits for it before it hydrates). */
function LayoutDataLink() {
  const href = useRouteLoaderData<typeof loader>("root")?.layout;
  if (!href) return null;
  const attribute = LAYOUT_DATA_LINK.slice("link[".length, -1);
  return <link rel="preload" as="fetch" crossOrigin="anonymous" href={href} {...{ [attribute]: "" }} />;
}

function SiteShell({
  lang,
  langs,
  basePath,
  crop,
  brand,
  header,
  footer,
  children,
}: {
  lang: Lang;
  langs: readonly Lang[];
  basePath: string;
  crop: boolean;
  brand: SiteBrand;
  header: HeaderData;
  footer: FooterData;
  children: React.ReactNode;
}) {
  return (
    <LeadModalProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-900 focus:shadow"
      >
        {/* rendered through the phrases of the root loader */}
        <SkipLabel />
      </a>
      <SiteHeader brand={brand} lang={lang} langs={langs} basePath={basePath} crop={crop} data={header} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        {children}
      </main>
      <SiteFooter brand={brand} lang={lang} data={footer} />
      <RecentQuote lang={lang} products={footer.products ?? []} />
      <NavigationSpinner />
    </LeadModalProvider>
  );
}

function SkipLabel() {
  return <>{translate(useLayoutData().phrases, "skip_to_content")}</>;
}

/** spec 3/4: on load the address's language becomes the stored one, with its phrases. */
function useStoredLanguage(lang: Lang, crop: boolean, phrases: Phrases, page: string) {
  useEffect(() => {
    storeLanguage(lang, crop);
    storePhrases(phrases, page);
  }, [lang, crop, phrases, page]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { lang, langs, basePath, crop } = loaderData;
  const layout = useLayoutData();
  useStoredLanguage(lang, crop, layout.phrases, crop ? "crop_common" : "common");
  const header: HeaderData = { ...layout.menu, ...loaderData.header };
  return (
    <SiteShell
      lang={lang}
      langs={langs}
      basePath={basePath}
      crop={crop}
      brand={layout.brand}
      header={header}
      footer={layout.footer}
    >
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useLayoutData();
  const { pathname } = useLocation();
  const { lang } = splitLanguage(pathname);
  const { brand } = layout;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const helpline = brand.helplines.find((h) => h.audience === "customers")?.number;
  // An error page is the same at every address of a language (one rendering is kept for all of them,
  // decision 045): its language links lead to the home pages, and no flag of the address's page applies.
  const flags: HeaderFlags = { salesPartner: false, buyNowPage: false, accessibilityControls: true };
  const header: HeaderData = { ...layout.menu, ...flags };
  return (
    <SiteShell
      lang={lang}
      langs={SITE_LANGS}
      basePath="/"
      crop={false}
      brand={brand}
      header={header}
      footer={layout.footer}
    >
      {notFound ? <NotFoundPage lang={lang} helpline={helpline} /> : <ErrorPage />}
    </SiteShell>
  );
}
