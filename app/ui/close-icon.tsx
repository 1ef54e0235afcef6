import { Icon } from "./icon";
/** The "×" of a close button; the button carries the label. */
export function CloseIcon() {
  return <Icon name="close" className="size-5" />;
}
