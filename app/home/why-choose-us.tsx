import { usePhrases } from "~/i18n/phrases";
import { ContentAnchor } from "~/ui/content-anchor";
import type { WhyBlock } from "./home-content";
import { LazyImage } from "~/ui/content-image";

/** 'Why choose us' with its Read More link, then the further blocks (spec 2). */
export function WhyChooseUs({ blocks }: { blocks: WhyBlock[] }) {
  const t = usePhrases();
  const [main, ...more] = blocks;
  if (!main) return null;
  return (
    <section aria-labelledby="home-why-title" className="bg-gradient-to-b from-brand-50 to-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="grid items-center gap-8 rounded-3xl bg-brand-900 p-6 text-white sm:p-10 md:grid-cols-[auto_1fr]">
          {main.image && (
            <LazyImage image={main.image} className="mx-auto size-36 rounded-full bg-white/10 p-2 sm:size-44" />
          )}
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{main.caption}</p>
            <h2 id="home-why-title" className="mt-1 text-2xl leading-tight font-bold sm:text-3xl">
              {main.title}
            </h2>
            <p className="mt-3 max-w-2xl text-brand-100">{main.description}</p>
            {main.readMore && (
              <ContentAnchor
                link={main.readMore}
                className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-lg bg-accent-400 px-5 py-2.5 font-semibold text-brand-900 transition-colors hover:bg-accent-500 motion-reduce:transition-none"
              >
                {t("home_read_more")}
                <span className="sr-only">: {main.title}</span>
              </ContentAnchor>
            )}
          </div>
        </div>
        {more.length > 0 && (
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {more.map((block) => (
              <li
                key={block.title}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                {block.image && <LazyImage image={block.image} className="size-16" />}
                <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">{block.caption}</p>
                <h3 className="mt-1 text-lg font-bold text-brand-900">{block.title}</h3>
                <p className="mt-2 grow text-slate-700">{block.description}</p>
                {block.readMore && (
                  <ContentAnchor
                    link={block.readMore}
                    className="mt-4 inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {t("home_read_more")}
                    <span className="sr-only">: {block.title}</span>
                  </ContentAnchor>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
