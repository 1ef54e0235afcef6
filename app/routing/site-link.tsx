import { Link, type LinkProps } from "react-router";
import { keepsScroll } from "./resolve-page";

/**
 * The one internal link: keeps the scroll position when going to the pages
 * spec 2 names (branch, garage, hospitals, our reach, product listings) and
 * scrolls to the top everywhere else (ScrollRestoration in the root).
 */
export function SiteLink({ to, ...props }: LinkProps & { to: string }) {
  const path = to.split(/[?#]/)[0] ?? to;
  return <Link to={to} preventScrollReset={keepsScroll(path)} {...props} />;
}
