/**
 * A header disclosure (WAI-ARIA disclosure pattern): a button that shows a
 * panel of links. Enter/Space/click toggle it, Down opens it and enters it,
 * Up/Down/Home/End move between its links, Escape closes it and returns to
 * the button, and moving focus elsewhere closes it.
 */
import { useId, useRef, useState } from "react";
import { Chevron } from "./mega-menu";

const FOCUSABLE = "a[href], button:not([disabled])";

export function HeaderDropdown({
  label,
  open,
  onOpenChange,
  children,
  buttonClassName,
  panelClassName = "",
  name,
}: {
  label: React.ReactNode;
  open: boolean;
  onOpenChange(open: boolean): void;
  children: React.ReactNode;
  buttonClassName: string;
  panelClassName?: string;
  /** test and style hook: data-header-dropdown */
  name: string;
}) {
  const panelId = useId();
  // the links are rendered once the panel has been opened: hidden, they only made every page larger (decision 045)
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const items = () => Array.from(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
  const focusItem = (index: number) => {
    const list = items();
    if (list.length) list[(index + list.length) % list.length]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case "Escape":
        if (!open) return;
        onOpenChange(false);
        button.current?.focus();
        break;
      case "ArrowDown":
        if (!open) {
          onOpenChange(true);
          requestAnimationFrame(() => focusItem(0));
        } else focusItem(current + 1);
        break;
      case "ArrowUp":
        if (!open) return;
        focusItem(current < 0 ? -1 : current - 1);
        break;
      case "Home":
      case "End":
        if (!open || current < 0) return;
        focusItem(event.key === "Home" ? 0 : -1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div
      className="relative"
      data-header-dropdown={name}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        const next = e.relatedTarget;
        if (open && next instanceof Node && !e.currentTarget.contains(next)) onOpenChange(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className={buttonClassName}
      >
        {label}
        <Chevron open={open} />
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className={`absolute top-full right-0 z-50 mt-1 min-w-64 rounded-lg border border-slate-200 bg-white p-2 text-sm text-slate-700 shadow-xl ${panelClassName}`}
      >
        {opened && children}
      </div>
    </div>
  );
}
