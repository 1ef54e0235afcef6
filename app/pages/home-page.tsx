import { SiteLink } from "~/routing/site-link";
import type { PageSeo } from "~/seo/page-seo";

interface HomeProps {
  seo: PageSeo;
  listings: { id: number; name: string; href: string }[];
  products: { key: string; name: string; icon: string | null; href: string }[];
}

export function HomePage({ seo, listings, products }: HomeProps) {
  return (
    <div data-page="home">
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-bold sm:text-4xl">{seo.heading}</h1>
          <p className="mt-4 max-w-3xl text-lg text-brand-100">{seo.intro}</p>
          <ul className="mt-8 flex flex-wrap gap-3">
            {listings.map((l) => (
              <li key={l.id}>
                <SiteLink
                  to={l.href}
                  className="inline-block rounded-lg bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50"
                >
                  {l.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-10">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {products.map((p) => (
            <li key={p.key}>
              <SiteLink
                to={p.href}
                className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm hover:border-brand-300"
              >
                {p.icon && <img src={p.icon} width={48} height={48} alt="" className="size-12" />}
                <span className="font-semibold text-brand-900">{p.name}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
