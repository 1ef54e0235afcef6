import { SiteLink } from "~/routing/site-link";
import { Icon } from "~/ui/icon";

/** A home section's heading row: an optional eyebrow, the heading and an optional "view all" link. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  action,
  tone = "light",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  action?: { href: string; label: string };
  tone?: "light" | "dark";
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div className="max-w-2xl">
        {eyebrow && (
          <p
            className={`text-sm font-semibold tracking-wide uppercase ${tone === "dark" ? "text-accent-400" : "text-brand-700"}`}
          >
            {eyebrow}
          </p>
        )}
        <h2
          id={id}
          className={`mt-1 text-2xl leading-tight font-bold sm:text-3xl ${tone === "dark" ? "text-white" : "text-brand-900"}`}
        >
          {title}
        </h2>
      </div>
      {action && (
        <SiteLink
          to={action.href}
          className={`inline-flex items-center gap-1.5 font-semibold underline-offset-4 hover:underline ${
            tone === "dark" ? "text-white" : "text-brand-700"
          }`}
        >
          {action.label}
          <Icon name="chevron-right-solid" className="size-4" />
        </SiteLink>
      )}
    </div>
  );
}

/** An image below the fold: sized (no layout shift), lazy, decorative unless given alt text. */
