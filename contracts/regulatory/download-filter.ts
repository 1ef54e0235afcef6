/**
 * The filter of /downloads (issue 16, decision 060): a GET form whose answer the server renders,
 * so it works before hydration and can be shared. `line` is a download category's slug, `document`
 * a document type; an empty value is no filter, and a value that names nothing is a 404 (as an
 * unknown blog category is, decision 058), so search engines meet no endless copies of the page.
 */
import { z } from "zod";
import {
  DOWNLOAD_PRODUCT_PARAM,
  DOWNLOAD_LINE_PARAM,
  DOWNLOAD_TYPE_PARAM,
  DOWNLOAD_TYPES,
  type DownloadFilter,
} from "./regulatory-params";

// No code generation at run time: the site's CSP has no 'unsafe-eval' (zod 4 otherwise tries `new Function`).
z.config({ jitless: true });

export * from "./regulatory-params";

const empty = z.literal("").transform(() => undefined);

export const DownloadFilterSchema = z.object({
  line: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .or(empty)
    .optional(),
  type: z.enum(DOWNLOAD_TYPES).or(empty).optional(),
  product: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/)
    .or(empty)
    .optional(),
});

/** The filter an address asks for, or null when it asks for something no document can be (a 404). */
export function downloadFilterOf(params: URLSearchParams): DownloadFilter | null {
  const parsed = DownloadFilterSchema.safeParse({
    line: params.get(DOWNLOAD_LINE_PARAM)?.trim() ?? undefined,
    type: params.get(DOWNLOAD_TYPE_PARAM)?.trim() ?? undefined,
    product: params.get(DOWNLOAD_PRODUCT_PARAM)?.trim() ?? undefined,
  });
  if (!parsed.success) return null;
  const filter: DownloadFilter = {};
  if (parsed.data.line) filter.line = parsed.data.line;
  if (parsed.data.type) filter.type = parsed.data.type;
  if (parsed.data.product) filter.product = parsed.data.product;
  return filter;
}
