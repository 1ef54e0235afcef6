import { useId, useRef, useState } from "react";
import { usePhrases } from "~/i18n/phrases";
import { useLeadModal } from "~/lead/lead-modal";
import { ContentAnchor } from "~/ui/content-anchor";
import type { BelowBannerTab } from "./home-content";
import { Icon } from "~/ui/icon";

const buttonClass =
  "inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-900 px-6 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 motion-reduce:transition-none";

/**
 * The below-banner tabs (spec 2): topic, title, description and button.
 * 'Talk To Experts' opens the call-back (lead) modal; the other tabs' buttons
 * link where the content says. WAI-ARIA tabs: arrow keys, Home and End move
 * between topics.
 */
export function BelowBannerTabs({ tabs }: { tabs: BelowBannerTab[] }) {
  const t = usePhrases();
  const lead = useLeadModal();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  if (tabs.length === 0) return null;

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="relative z-10 mx-auto -mt-8 max-w-6xl px-4">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-brand-900/10">
        <div
          role="tablist"
          aria-label={t("home_tabs_label")}
          onKeyDown={onKeyDown}
          className="flex overflow-x-auto border-b border-slate-200 bg-slate-50 [scrollbar-width:none]"
        >
          {tabs.map((tab, index) => (
            <button
              key={`${tab.topic}-${index}`}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={index === selected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              data-home-tab={index}
              className={`relative min-h-12 shrink-0 grow px-4 py-3 text-sm font-semibold whitespace-nowrap transition-colors motion-reduce:transition-none sm:text-base ${
                index === selected
                  ? "bg-white text-brand-900 after:absolute after:inset-x-0 after:bottom-0 after:h-[3px] after:bg-accent-500"
                  : "text-slate-700 hover:bg-white/70 hover:text-brand-900"
              }`}
            >
              {tab.topic}
            </button>
          ))}
        </div>
        {tabs.map((tab, index) => (
          <div
            key={`${tab.topic}-${index}`}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={index !== selected}
            tabIndex={0}
            className="flex flex-col gap-4 p-5 sm:p-7 md:flex-row md:items-center md:justify-between md:gap-8"
          >
            <div>
              <h2 className="text-xl font-bold text-brand-900 sm:text-2xl">{tab.title}</h2>
              <p className="mt-1.5 max-w-3xl text-slate-700">{tab.description}</p>
            </div>
            {tab.buttonText &&
              (tab.action.kind === "lead" ? (
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={() => lead.open()}
                  data-home-talk-to-experts=""
                  className={buttonClass}
                >
                  {tab.buttonText}
                </button>
              ) : (
                <ContentAnchor link={tab.action.link} className={buttonClass}>
                  {tab.buttonText}
                  <Icon name="chevron-right-solid" className="size-4" />
                </ContentAnchor>
              ))}
          </div>
        ))}
      </div>
    </div>
  );
}
