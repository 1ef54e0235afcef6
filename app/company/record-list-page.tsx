/**
 * The company's list pages (issue 16): awards, the news of a topic, the
 * board and our people, each a grid of cards leading to a record's page.
 */
import { usePhrases } from "~/i18n/phrases";
import { PageHero } from "~/pages/content-page";
import { SiteLink } from "~/routing/site-link";
import { LazyImage } from "~/ui/content-image";
import type { RecordCard } from "./company-content";
import type { RecordListData } from "./company-data.server";

const LIST_LABEL: Record<RecordListData["kind"], string> = {
  awards: "awards_list_label",
  news: "news_more",
  board: "board_back",
  people: "people_back",
};

export function RecordCardView({
  card,
  kind,
  headingLevel = 2,
}: {
  card: RecordCard;
  kind: RecordListData["kind"];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const portrait = kind === "board" || kind === "people";
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none"
      data-record-card={card.id}
    >
      {card.image && (
        <LazyImage
          image={card.image}
          className={
            portrait
              ? "aspect-square w-full bg-brand-50 object-cover"
              : kind === "awards"
                ? "mx-auto mt-6 size-28 object-contain"
                : "aspect-[2/1] w-full bg-brand-50 object-cover"
          }
        />
      )}
      <div className="flex grow flex-col p-4 sm:p-5">
        {card.date && (
          <p className="text-sm text-slate-600">
            <time dateTime={card.date.dateTime}>{card.date.text}</time>
          </p>
        )}
        <Heading className="mt-1 text-lg leading-snug font-bold text-brand-900">
          <SiteLink to={card.href} className="after:absolute after:inset-0 hover:underline">
            {card.title}
          </SiteLink>
        </Heading>
        {card.subtitle && <p className="mt-1 font-semibold text-brand-700">{card.subtitle}</p>}
        {card.text && <p className="mt-3 grow text-slate-700">{card.text}</p>}
      </div>
    </article>
  );
}

export function RecordListPage({ data }: { data: RecordListData }) {
  const t = usePhrases();
  const { seo } = data;
  const portrait = data.kind === "board" || data.kind === "people";
  return (
    <div data-page={data.kind}>
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <ul
          aria-label={t(LIST_LABEL[data.kind])}
          className={`grid gap-4 sm:gap-6 lg:grid-cols-3 ${portrait ? "grid-cols-2" : "sm:grid-cols-2"}`}
          data-record-list={data.kind}
        >
          {data.cards.map((card) => (
            <li key={card.id}>
              <RecordCardView card={card} kind={data.kind} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
