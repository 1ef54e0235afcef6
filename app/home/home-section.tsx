import { SiteLink } from "~/routing/site-link";
import type { ImageRef } from "./home-content";

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
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z" />
          </svg>
        </SiteLink>
      )}
    </div>
  );
}

/** An image below the fold: sized (no layout shift), lazy, decorative unless given alt text. */
export function LazyImage({ image, alt = "", className }: { image: ImageRef; alt?: string; className?: string }) {
  return (
    <img
      src={image.url}
      width={image.width || undefined}
      height={image.height || undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
