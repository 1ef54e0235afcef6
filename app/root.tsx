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
import { getPhrases, getSiteSettings } from "./content/queries";
import { LANG_INFO, SITE_LANGS, splitLanguage, type Lang } from "@contracts/i18n/languages";
import { storeLanguage, storePhrases } from "./i18n/language-choice";
import { CROP_PHRASE_PAGES, LAYOUT_PHRASE_PAGES, translate, type Phrases } from "./i18n/phrases";
import { reshapeSiteSettings, type SiteBrand } from "./layout/site-settings";
import { SiteHeader } from "./header/site-header";
import { loadHeaderData, type HeaderData } from "./header/header-data.server";
import { SiteFooter } from "./footer/site-footer";
import { loadFooterData, type FooterData } from "./footer/footer-data.server";
import { RecentQuotePanel } from "./recent-quote/recent-quote-panel";
import { LeadModalProvider } from "./lead/lead-modal";
import { loadLeadFormData } from "./lead/lead-data.server";
import { ErrorPage, NotFoundPage } from "./layout/not-found-page";
import { NavigationSpinner } from "./layout/navigation-spinner";
import { PrePaintScript } from "./theme/pre-paint-script";
import { languagesOf, resolvePage } from "./routing/resolve-page";

export const links: Route.LinksFunction = () => [
  // precedence: React hoists the stylesheet to the top of <head>, ahead of the script preloads (render-blocking first)
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = resolvePage(url.pathname);
  const { basePath, lang } = page ?? splitLanguage(url.pathname);
  const crop = page?.entry.crop === true;
  // spec 8: a failed content read is logged by the provider and leaves its part of the layout empty
  const [settings, phrases, header, footer, lead] = await Promise.all([
    getSiteSettings(context.content),
    getPhrases(context.content, crop ? CROP_PHRASE_PAGES : LAYOUT_PHRASE_PAGES, lang),
    loadHeaderData(context, lang, page, url),
    loadFooterData(context, lang),
    loadLeadFormData(context, lang, page),
  ]);
  return {
    lang,
    basePath,
    crop,
    langs: page ? languagesOf(page.entry) : SITE_LANGS,
    brand: reshapeSiteSettings(settings, lang),
    phrases,
    header,
    footer,
    /** The lead form's products and the public key of encrypted bodies (app/lead). */
    lead,
  };
}

/** The layout data depends on the address's language and page only. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return defaultShouldRevalidate;
  return true;
}

export function meta({ error, data }: Route.MetaArgs) {
  if (!error) return [];
  const phrases = data?.phrases ?? {};
  const brand = data?.brand.brandName;
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
      </head>
      <body className={bodyClass || undefined} data-lang={lang}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
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
      <RecentQuotePanel lang={lang} products={footer.products ?? []} />
      <NavigationSpinner />
    </LeadModalProvider>
  );
}

function SkipLabel() {
  const data = useRouteLoaderData<typeof loader>("root");
  return <>{translate(data?.phrases ?? {}, "skip_to_content")}</>;
}

/** spec 3/4: on load the address's language becomes the stored one, with its phrases. */
function useStoredLanguage(lang: Lang, crop: boolean, phrases: Phrases, page: string) {
  useEffect(() => {
    storeLanguage(lang, crop);
    storePhrases(phrases, page);
  }, [lang, crop, phrases, page]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { lang, langs, basePath, crop, brand, phrases, header, footer } = loaderData;
  useStoredLanguage(lang, crop, phrases, crop ? "crop_common" : "common");
  return (
    <SiteShell lang={lang} langs={langs} basePath={basePath} crop={crop} brand={brand} header={header} footer={footer}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const { lang } = splitLanguage(pathname);
  const brand = data?.brand ?? reshapeSiteSettings(null, lang);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const helpline = brand.helplines.find((h) => h.audience === "customers")?.number;
  // An error page is the same at every address of a language (one rendering is kept for all of them,
  // decision 045): its language links lead to the home pages, and no flag of the address's page applies.
  const header = { ...data?.header, salesPartner: false, buyNowPage: false, accessibilityControls: true };
  return (
    <SiteShell
      lang={lang}
      langs={SITE_LANGS}
      basePath="/"
      crop={false}
      brand={brand}
      header={header}
      footer={data?.footer ?? {}}
    >
      {notFound ? <NotFoundPage lang={lang} helpline={helpline} /> : <ErrorPage />}
    </SiteShell>
  );
}
