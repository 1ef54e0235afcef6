import sprite from "./icons.svg?url";

/** The icons of app/ui/icons.svg. */
export type IconName =
  | "chevron-down"
  | "chevron-down-solid"
  | "chevron-right-solid"
  | "arrow-prev"
  | "arrow-next"
  | "arrow-up"
  | "close"
  | "close-thin"
  | "menu"
  | "download"
  | "external"
  | "quote"
  | "play"
  | "pause"
  | "document"
  | "phone"
  | "shield"
  | "apple"
  | "google-play"
  | "facebook"
  | "x"
  | "linkedin"
  | "youtube"
  | "instagram"
  | "stars";

/**
 * One icon of the site's sprite (decision 045): a page carries a short
 * reference instead of each icon's drawing, and the browser keeps the sprite
 * file (fingerprinted, cached for a year). Decorative: the control around it
 * carries the label.
 */
export function Icon({ name, className, viewBox }: { name: IconName; className?: string; viewBox?: string }) {
  return (
    <svg aria-hidden="true" className={className} viewBox={viewBox}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
