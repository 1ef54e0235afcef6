import { usePhrases } from "~/i18n/phrases";
import type { HomeVideo } from "./home-sections";
import { SectionHeading } from "./home-section";

/**
 * The explainer videos (issue 16, decision 069): self-hosted MP4s with captions in each language,
 * loaded only when played (`preload="none"`), each with its transcript for those who read.
 */
export function HomeVideosSection({ videos }: { videos: HomeVideo[] }) {
  const t = usePhrases();
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="home-videos-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="home-videos-title" eyebrow={t("home_videos_eyebrow")} title={t("home_videos_title")} />
        <ul className="grid gap-6 md:grid-cols-3">
          {videos.map((video) => (
            <li key={video.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <video
                controls
                preload="none"
                poster={video.poster?.url}
                width={video.poster?.width || 640}
                height={video.poster?.height || 360}
                className="aspect-video h-auto w-full rounded-lg bg-brand-900"
                aria-label={video.title}
              >
                <source src={video.video.url} type={video.video.mime} />
                {video.captions.map((c, i) => (
                  <track
                    key={c.lang}
                    kind="captions"
                    src={c.url}
                    srcLang={c.srclang}
                    label={t(`home_videos_caption_${c.lang}`)}
                    default={i === 0}
                  />
                ))}
              </video>
              <h3 className="mt-4 text-lg font-bold text-brand-900">{video.title}</h3>
              <p className="mt-1 grow text-slate-700">
                {video.description} <span className="text-sm whitespace-nowrap text-slate-600">({video.duration})</span>
              </p>
              {video.transcript.length > 0 && (
                <details className="mt-3">
                  <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700">
                    {t("home_videos_transcript")}
                    <span className="sr-only">: {video.title}</span>
                  </summary>
                  <div className="space-y-1.5 text-sm text-slate-700">
                    {video.transcript.map((line, i) => (
                      <p key={i}>{line}</p>
                    ))}
                  </div>
                </details>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
