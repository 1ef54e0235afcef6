import type { Entry } from "@contracts/content/entry-types";
import { localizedField, type Lang } from "@contracts/i18n/languages";
import type { StoreUrls } from "~/ui/store-links";

/** The brand and contact facts the layout shows, in one language (docs/guiding-principles.md "Content, not code"). */
export interface SiteBrand {
  brandName: string;
  logo: { url: string; width: number; height: number } | null;
  legalAddress: string;
  copyright: string;
  supportEmail: string;
  helplines: { label: string; number: string; hours: string; audience: string }[];
}

export function reshapeSiteSettings(settings: Entry<"sitesettings"> | null, lang: Lang): SiteBrand {
  if (!settings) {
    return { brandName: "", logo: null, legalAddress: "", copyright: "", supportEmail: "", helplines: [] };
  }
  return {
    brandName: localizedField(settings, "Brand_Name", lang),
    logo: settings.Logo
      ? { url: settings.Logo.url, width: settings.Logo.width ?? 200, height: settings.Logo.height ?? 56 }
      : null,
    legalAddress: localizedField(settings, "Legal_Address", lang),
    copyright: localizedField(settings, "Copyright", lang),
    supportEmail: settings.Support_Email ?? "",
    helplines: settings.Helplines.map((h) => ({
      label: localizedField(h, "Label", lang),
      number: h.Number,
      hours: localizedField(h, "Hours", lang),
      audience: h.Audience,
    })),
  };
}

/** tel: link of a printed number ("1800 102 1111" -> "tel:18001021111"). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}

/** The app-store addresses of the site settings (spec 2: iOS gets the App Store one). */
export function storeUrlsOf(settings: Entry<"sitesettings"> | null): StoreUrls {
  return { appStore: settings?.App_Store_Url || null, playStore: settings?.Play_Store_Url || null };
}
