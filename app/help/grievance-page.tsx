/**
 * `/grievance-redressal` (issue 16): how to complain and where to go next when
 * an answer does not satisfy, level by level with contacts and timelines
 * (IRDAI's Bima Bharosa portal and the Insurance Ombudsman last), the service
 * turnaround times we publish, and every Ombudsman office with the places it
 * serves.
 */
import { usePhrases } from "~/i18n/phrases";
import { FaqList, NeedHelp, PageHero } from "~/pages/content-page";
import type { PageSeo } from "~/seo/page-seo";
import { GrievanceForm, type GrievanceResult } from "./grievance-form";
import type { GrievanceLevel, OmbudsmanOffice, Turnaround, TurnaroundCategory } from "./help-content";

function LevelLink({ href, label }: { href: string; label: string }) {
  const external = /^https?:\/\//.test(href);
  return (
    <a
      href={href}
      className="font-semibold text-brand-700 underline underline-offset-2"
      {...(external ? { rel: "noopener noreferrer", target: "_blank" } : {})}
    >
      {label}
    </a>
  );
}

export function TurnaroundTable({ groups }: { groups: { category: TurnaroundCategory; rows: Turnaround[] }[] }) {
  const t = usePhrases();
  if (groups.length === 0) return null;
  return (
    <section id="service-turnaround-times" aria-labelledby="tat-heading" className="mt-12">
      <h2 id="tat-heading" className="text-2xl font-bold text-brand-900">
        {t("help_turnaround_heading")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t("help_turnaround_intro")}</p>
      {groups.map((group) => (
        <div key={group.category} className="mt-6 rounded-xl border border-slate-200 bg-white">
          <h3 className="rounded-t-xl bg-brand-50 px-4 py-3 text-base font-bold text-brand-900">
            {t(`help_turnaround_category_${group.category}`)}
          </h3>
          {/* a table from 640 px; on a phone each row is a card (a table would scroll sideways) */}
          <table
            className="hidden w-full table-fixed border-collapse text-left text-sm sm:table"
            data-turnaround={group.category}
          >
            <colgroup>
              <col className="w-[34%]" />
              <col className="w-[30%]" />
              <col className="w-[36%]" />
            </colgroup>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="px-4 py-2 font-semibold">
                  {t("help_turnaround_service")}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {t("help_turnaround_commitment")}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {t("help_turnaround_limit")}
                </th>
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.service} className="border-b border-slate-100 align-top last:border-0">
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {row.service}
                  </th>
                  <td className="px-4 py-3 font-semibold text-emerald-800">{row.commitment}</td>
                  <td className="px-4 py-3 text-slate-700">
                    {row.regulatoryLimit}
                    {row.source && <span className="mt-1 block text-xs text-slate-600">{row.source}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="divide-y divide-slate-100 sm:hidden">
            {group.rows.map((row) => (
              <li key={row.service} className="px-4 py-3 text-sm">
                <p className="font-semibold text-slate-900">{row.service}</p>
                <dl className="mt-1 space-y-1">
                  <div>
                    <dt className="inline font-medium text-slate-700">{t("help_turnaround_commitment")}: </dt>
                    <dd className="inline font-semibold text-emerald-800">{row.commitment}</dd>
                  </div>
                  <div>
                    <dt className="inline font-medium text-slate-700">{t("help_turnaround_limit")}: </dt>
                    <dd className="inline text-slate-700">{row.regulatoryLimit}</dd>
                  </div>
                </dl>
                {row.source && <p className="mt-1 text-xs text-slate-600">{row.source}</p>}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

export function GrievancePage({
  seo,
  levels,
  turnarounds,
  offices,
  result,
}: {
  seo: PageSeo;
  result: GrievanceResult | null;
  levels: GrievanceLevel[];
  turnarounds: { category: TurnaroundCategory; rows: Turnaround[] }[];
  offices: OmbudsmanOffice[];
}) {
  const t = usePhrases();
  return (
    <article data-page="grievance-redressal">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {levels.length > 0 && (
          <section aria-labelledby="levels-heading">
            <h2 id="levels-heading" className="text-2xl font-bold text-brand-900">
              {t("help_grievance_levels_heading")}
            </h2>
            <ol className="mt-4 space-y-4">
              {levels.map((level) => (
                <li
                  key={level.level}
                  className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
                  data-grievance-level={level.level}
                >
                  <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                    {t("help_level", { level: level.level })}
                  </p>
                  <h3 className="mt-1 text-xl font-bold text-slate-900">{level.title}</h3>
                  <p className="mt-2 whitespace-pre-line text-slate-700">{level.description}</p>
                  <dl className="mt-3 grid gap-3 sm:grid-cols-2">
                    {level.contact && (
                      <div>
                        <dt className="text-sm font-semibold text-slate-900">{t("help_contact")}</dt>
                        <dd className="whitespace-pre-line text-slate-700">{level.contact}</dd>
                      </div>
                    )}
                    {level.timeline && (
                      <div>
                        <dt className="text-sm font-semibold text-slate-900">{t("help_timeline")}</dt>
                        <dd className="text-slate-700">{level.timeline}</dd>
                      </div>
                    )}
                  </dl>
                  {level.link && (
                    <p className="mt-3">
                      <LevelLink href={level.link} label={t("help_level_link", { title: level.title })} />
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </section>
        )}

        <section
          id="complaint-form"
          aria-labelledby="complaint-heading"
          className="mt-12 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="complaint-heading" className="text-2xl font-bold text-brand-900">
            {t("help_grievance_form_heading")}
          </h2>
          <p className="mt-2 mb-5 max-w-3xl text-slate-700">{t("help_grievance_form_intro")}</p>
          <GrievanceForm result={result} />
        </section>

        <TurnaroundTable groups={turnarounds} />

        {offices.length > 0 && (
          <section id="insurance-ombudsman" aria-labelledby="ombudsman-heading" className="mt-12">
            <h2 id="ombudsman-heading" className="text-2xl font-bold text-brand-900">
              {t("help_ombudsman_heading")}
            </h2>
            <p className="mt-2 max-w-3xl text-slate-700">{t("help_ombudsman_intro")}</p>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {offices.map((office) => (
                <li
                  key={office.slug}
                  className="rounded-xl border border-slate-200 bg-white p-5"
                  data-ombudsman-office={office.slug}
                >
                  <h3 className="text-lg font-bold text-slate-900">{office.city}</h3>
                  <dl className="mt-2 space-y-2 text-sm">
                    <div>
                      <dt className="font-semibold text-slate-900">{t("help_ombudsman_serves")}</dt>
                      <dd className="text-slate-700">{office.jurisdiction}</dd>
                    </div>
                    <div>
                      <dt className="font-semibold text-slate-900">{t("help_address")}</dt>
                      <dd className="whitespace-pre-line text-slate-700" lang="en">
                        {office.address}
                      </dd>
                    </div>
                    {office.phone && (
                      <div>
                        <dt className="font-semibold text-slate-900">{t("help_phone")}</dt>
                        <dd>
                          <a
                            className="text-brand-700 underline"
                            href={`tel:${office.phone.split(/[,/]/)[0]!.replace(/[^\d+]/g, "")}`}
                          >
                            {office.phone}
                          </a>
                        </dd>
                      </div>
                    )}
                    {office.email && (
                      <div>
                        <dt className="font-semibold text-slate-900">{t("help_email")}</dt>
                        <dd>
                          <a className="break-all text-brand-700 underline" href={`mailto:${office.email}`}>
                            {office.email}
                          </a>
                        </dd>
                      </div>
                    )}
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        )}
        <FaqList items={seo.faq} />
        <NeedHelp />
      </div>
    </article>
  );
}
