import { usePhrases } from "~/i18n/phrases";
import { SiteLink } from "~/routing/site-link";
import type { ContentLink } from "~/routing/content-link";

/**
 * One content link, rendered by its kind (spec 3 "Menu category"): internal
 * links navigate in the app, External ones open in a new tab, Download ones
 * download the file. Screen readers hear when a link opens a tab or downloads.
 * External and Download links are marked `data-link-kind` (internal ones, most
 * of a page's, are not: the bytes add up, decision 045).
 */
export function ContentAnchor({
  link,
  className,
  children,
  ...rest
}: {
  link: ContentLink;
  className?: string;
  children: React.ReactNode;
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target" | "rel" | "download">) {
  const t = usePhrases();
  if (link.kind === "download") {
    return (
      <a href={link.href} download className={className} data-link-kind="download" {...rest}>
        {children} <span className="sr-only">({t("footer_link_download")})</span>
      </a>
    );
  }
  if (link.newTab) {
    return (
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        data-link-kind={link.kind}
        {...rest}
      >
        {children} <span className="sr-only">({t("footer_link_new_tab")})</span>
      </a>
    );
  }
  if (!link.page) {
    return (
      <a
        href={link.href}
        className={className}
        data-link-kind={link.kind === "internal" ? undefined : link.kind}
        {...rest}
      >
        {children}
      </a>
    );
  }
  return (
    <SiteLink to={link.href} className={className} {...rest}>
      {children}
    </SiteLink>
  );
}
