/**
 * The one inline script of the page's <head>: it runs before the first paint
 * so the stored dark theme and text size (and a stored sales-partner session)
 * show without a flash or a layout shift. The page's Content-Security-Policy
 * allows it by its hash (decision 045).
 */
import { SALES_PARTNER_ATTRIBUTE, SALES_PARTNER_STORAGE_KEY } from "~/header/sales-partner";
import {
  DARK_THEME_VALUE,
  TEXT_SIZE_ATTRIBUTE,
  TEXT_SIZE_MAX,
  TEXT_SIZE_MIN,
  TEXT_SIZE_STORAGE_KEY,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
} from "./display-preferences";

const json = JSON.stringify;

/** Exported for the tests, which run it against a document. */
export const PRE_PAINT_SCRIPT = [
  "(function(){var d=document.documentElement;",
  `try{if(localStorage.getItem(${json(THEME_STORAGE_KEY)})===${json(DARK_THEME_VALUE)})`,
  `d.setAttribute(${json(THEME_ATTRIBUTE)},${json(DARK_THEME_VALUE)});`,
  `if(localStorage.getItem(${json(SALES_PARTNER_STORAGE_KEY)}))d.setAttribute(${json(SALES_PARTNER_ATTRIBUTE)},"");}catch(e){}`,
  `try{var s=Number(sessionStorage.getItem(${json(TEXT_SIZE_STORAGE_KEY)}));`,
  `if(s%1===0&&s>=${TEXT_SIZE_MIN}&&s<=${TEXT_SIZE_MAX}&&s!==0)d.setAttribute(${json(TEXT_SIZE_ATTRIBUTE)},String(s));}catch(e){}`,
  "})();",
].join("");

export function PrePaintScript() {
  return <script dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />;
}
