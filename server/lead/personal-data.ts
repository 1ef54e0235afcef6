/**
 * Personal data in logs is masked (docs/site-api.md: `98******10`): log lines of
 * the lead carry its id, a masked mobile and initials, never the values.
 */

/** `9876543210` gives `98******10`. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 4) return "*".repeat(mobile.length);
  return `${mobile.slice(0, 2)}${"*".repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}

/** `Asha Rao` gives `A*** R**`. */
export function maskName(name: string): string {
  return name
    .split(" ")
    .map((word) => {
      const [first = "", ...rest] = Array.from(word);
      return first + "*".repeat(rest.length);
    })
    .join(" ");
}
