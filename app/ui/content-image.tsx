/**
 * A content media field as the pages show it: its address and size (so the
 * browser reserves the space before it loads: no layout shift), and the lazy
 * image element below the fold.
 */
import type { Media } from "@contracts/content/entry-types";

export interface ImageRef {
  url: string;
  width: number;
  height: number;
}

export function imageRef(media: Media | null | undefined): ImageRef | null {
  if (!media?.url) return null;
  return { url: media.url, width: media.width ?? 0, height: media.height ?? 0 };
}

export function LazyImage({ image, alt = "", className }: { image: ImageRef; alt?: string; className?: string }) {
  return (
    <img
      src={image.url}
      width={image.width || undefined}
      height={image.height || undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
