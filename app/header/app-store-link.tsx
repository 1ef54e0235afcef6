import { useSyncExternalStore } from "react";
import { usePhrases } from "~/i18n/phrases";
import { isIOSDevice } from "./menu-rules";
import { Icon } from "~/ui/icon";

const noSubscription = () => () => undefined;

function detectIOS(): boolean {
  return isIOSDevice(navigator.userAgent, navigator.platform, navigator.maxTouchPoints);
}

/** True on iPhone, iPad and iPod (false while server-rendering). */
export function useIsIOS(): boolean {
  return useSyncExternalStore(noSubscription, detectIOS, () => false);
}

/**
 * spec 2: the app link leads to the Play Store, and to the App Store on iOS
 * devices. Only the address changes once the page knows the device, so
 * nothing moves.
 */
export function AppStoreLink({
  appStoreUrl,
  playStoreUrl,
  className,
}: {
  appStoreUrl: string;
  playStoreUrl: string;
  className: string;
}) {
  const t = usePhrases();
  const ios = useIsIOS();
  const href = ios ? appStoreUrl : playStoreUrl;
  if (!href) return null;
  return (
    <a href={href} className={className} data-app-store={ios ? "app-store" : "play-store"}>
      <Icon name="phone" className="size-4 shrink-0" />
      {t("menu_app_download")}
    </a>
  );
}
