import { usePhrases } from "~/i18n/phrases";
import { Icon, type IconName } from "~/ui/icon";
import type { SocialLink } from "./footer-content";

/** The networks the sprite has an icon of (Simple Icons' drawings, app/ui/icons.svg). */
const ICONS = new Set<string>(["facebook", "x", "linkedin", "youtube", "instagram"]);

function iconOf(network: string): IconName | null {
  const name = network.trim().toLowerCase();
  return ICONS.has(name) ? (name as IconName) : null;
}

/** The company's social profiles (spec 2 "Common footer", spec 9), each named for screen readers. */
export function SocialLinks({ links, className = "" }: { links: SocialLink[]; className?: string }) {
  const t = usePhrases();
  return (
    <ul className={`flex flex-wrap gap-2.5 ${className}`} aria-label={t("footer_follow_us")}>
      {links.map((link) => {
        const icon = iconOf(link.network);
        return (
          <li key={link.url}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("footer_social_link", { network: link.network })}
              data-social={link.network}
              className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-400 hover:text-brand-900 motion-reduce:transition-none"
            >
              {icon ? (
                <Icon name={icon} className="size-[1.125rem]" />
              ) : (
                <span aria-hidden="true" className="text-sm font-bold">
                  {link.network.slice(0, 1)}
                </span>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
