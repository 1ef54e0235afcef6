/** spec 5: the text truncation helper: default 100 characters, an ellipsis when cut. */
export const TRUNCATE_DEFAULT = 100;

export function truncateText(text: string, max = TRUNCATE_DEFAULT): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join("");
  return `${chars.slice(0, max).join("").trimEnd()}…`;
}
