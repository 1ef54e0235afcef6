import { useSyncExternalStore } from "react";
import { usePhrases } from "~/i18n/phrases";
import { isIOSDevice } from "./menu-rules";

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
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0">
        <rect x="4" y="1" width="8" height="14" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M7 12.5h2" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      {t("menu_app_download")}
    </a>
  );
}
