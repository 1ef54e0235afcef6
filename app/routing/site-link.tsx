import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { useNavigate } from "react-router";
import { keepsScroll } from "./keep-scroll";

/**
 * The one internal link: a plain anchor to an address of this site that
 * navigates inside the app when pressed as a plain left click (a new tab, a
 * download or a modified click is the browser's), keeping the scroll position
 * on the pages spec 2 names (branch, garage, hospitals, our reach, product
 * listings) and scrolling to the top everywhere else (ScrollRestoration in the
 * root). Our addresses are absolute, so nothing is resolved: React Router's
 * `Link` resolves each one against the route matches, which on a page of some
 * 250 links cost milliseconds of every server render (decision 045).
 */
export function SiteLink({ to, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const { target } = event.currentTarget;
    if (event.defaultPrevented || event.button !== 0 || (target && target !== "_self")) return;
    if (
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.currentTarget.hasAttribute("download")
    )
      return;
    event.preventDefault();
    const path = to.split(/[?#]/)[0] ?? to;
    void navigate(to, { preventScrollReset: keepsScroll(path) });
  };
  return <a href={to} onClick={open} {...props} />;
}
