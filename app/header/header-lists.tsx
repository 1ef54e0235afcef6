/**
 * The lists the desktop dropdowns and the mobile menu share: quick links
 * (with the ABHA link), what's new, and the need-help panel (spec 2).
 */
import { useState } from "react";
import { localizePath, siteLanguage, type Lang } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { telHref, type SiteBrand } from "~/layout/site-settings";
import { SiteLink } from "~/routing/site-link";
import { startAbha } from "./abha";
import { QUICK_LINKS, WHATS_NEW_LINKS, type HeaderLink } from "./header-links";

const itemClass =
  "flex w-full items-center rounded-md px-3 py-2 text-left text-slate-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50";

function LinkList({
  links,
  lang,
  mobile,
  onNavigate,
  children,
}: {
  links: readonly HeaderLink[];
  lang: Lang;
  mobile: boolean;
  onNavigate?: () => void;
  children?: React.ReactNode;
}) {
  const t = usePhrases();
  return (
    <ul className="grid gap-0.5">
      {links.map((link) => (
        <li key={link.id}>
          <SiteLink
            to={localizePath(mobile ? (link.mobilePath ?? link.path) : link.path, siteLanguage(lang))}
            className={itemClass}
            onClick={onNavigate}
            data-header-link={link.id}
          >
            {t(link.label)}
          </SiteLink>
        </li>
      ))}
      {children}
    </ul>
  );
}

/** spec 2 "Quick links" and the ABHA link (spec 7 "ABHA"). */
export function QuickLinksList({
  lang,
  mobile = false,
  onNavigate,
}: {
  lang: Lang;
  mobile?: boolean;
  onNavigate?: () => void;
}) {
  const t = usePhrases();
  const [busy, setBusy] = useState(false);
  return (
    <LinkList links={QUICK_LINKS} lang={lang} mobile={mobile} onNavigate={onNavigate}>
      <li>
        <button
          type="button"
          className={itemClass}
          aria-busy={busy || undefined}
          onClick={() => {
            if (busy) return;
            setBusy(true);
            void startAbha().finally(() => setBusy(false));
          }}
          data-header-link="abha"
        >
          {t("menu_ql_abha")}
        </button>
      </li>
    </LinkList>
  );
}

/** spec 2 "What's-new menu". */
export function WhatsNewList({ lang, onNavigate }: { lang: Lang; onNavigate?: () => void }) {
  return <LinkList links={WHATS_NEW_LINKS} lang={lang} mobile={false} onNavigate={onNavigate} />;
}

/**
 * spec 2 "Need-help panel": the toll-free numbers (helplines from content,
 * numbers sharing a label shown together) and the support e-mail.
 */
export function NeedHelpPanel({ brand }: { brand: SiteBrand }) {
  const t = usePhrases();
  const groups: { label: string; hours: string; numbers: string[] }[] = [];
  for (const line of brand.helplines) {
    const last = groups[groups.length - 1];
    if (last && last.label === line.label && last.hours === line.hours) last.numbers.push(line.number);
    else groups.push({ label: line.label, hours: line.hours, numbers: [line.number] });
  }
  return (
    <div className="grid gap-3 p-2" data-need-help>
      <p className="font-bold text-brand-900">{t("menu_need_help_title")}</p>
      <ul className="grid gap-3">
        {groups.map((group) => (
          <li key={`${group.label}-${group.numbers[0]}`}>
            <p className="text-slate-600">{group.label}</p>
            <p className="flex flex-wrap gap-x-3">
              {group.numbers.map((number) => (
                <a
                  key={number}
                  href={telHref(number)}
                  className="text-base font-bold whitespace-nowrap text-brand-900 underline-offset-4 hover:underline"
                >
                  {number}
                </a>
              ))}
            </p>
            {group.hours && <p className="text-xs text-slate-600">{group.hours}</p>}
          </li>
        ))}
      </ul>
      {brand.supportEmail && (
        <p className="border-t border-slate-200 pt-3">
          <span className="block text-slate-600">{t("menu_need_help_email")}</span>
          <a
            href={`mailto:${brand.supportEmail}`}
            className="font-semibold break-all text-brand-900 underline-offset-4 hover:underline"
          >
            {brand.supportEmail}
          </a>
        </p>
      )}
    </div>
  );
}
