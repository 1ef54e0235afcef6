/**
 * /channel-partner-login (issue 16, decision 064): the partners' sign-in, a plain form posting to
 * the page's action (it works before hydration), and once signed in the partner's session with
 * what the partner gateway offers; the partners' own helpline beside both.
 */
import { Form } from "react-router";
import { LANG_INFO } from "@contracts/i18n/languages";
import { usePhrases } from "~/i18n/phrases";
import { telHref } from "~/layout/site-settings";
import { FaqList, PageHero } from "~/pages/content-page";
import { FormAlert, primaryButton, secondaryButton, TextField } from "~/ui/form-parts";
import type { ChannelPartnerPageData, PartnerActionResult } from "./channel-partner.server";

/** The gateway's token address (docs/site-api.md "Secured gateway"). */
const TOKEN_PATH = "POST /cp-api/api/key";

function Helpline({ helpline }: { helpline: ChannelPartnerPageData["helpline"] }) {
  const t = usePhrases();
  if (!helpline) return null;
  return (
    <aside
      aria-labelledby="cp-helpline"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-5"
      data-partner-helpline=""
    >
      <h2 id="cp-helpline" className="text-lg font-bold text-brand-900">
        {t("cp_helpline_heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{helpline.label}</p>
      <a href={telHref(helpline.number)} className="mt-2 inline-block text-2xl font-bold text-brand-900 underline">
        {helpline.number}
      </a>
      <p className="mt-2 text-sm text-slate-700">{t("cp_helpline_note")}</p>
    </aside>
  );
}

export function ChannelPartnerPage({
  data,
  refused,
}: {
  data: ChannelPartnerPageData;
  refused: PartnerActionResult | null;
}) {
  const t = usePhrases();
  const { seo, session, helpline, lang } = data;
  const until = session
    ? new Intl.DateTimeFormat(LANG_INFO[lang].hreflang, {
        hour: "numeric",
        minute: "2-digit",
        timeZone: "Asia/Kolkata",
      }).format(new Date(session.expiresAt * 1000))
    : "";
  return (
    <article data-page="channel-partner">
      <PageHero seo={seo}>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{seo.intro}</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-12 lg:grid-cols-[1fr_20rem]">
        {session ? (
          <section
            aria-labelledby="cp-session"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
            data-partner-session={session.partnerId}
          >
            <h2 id="cp-session" className="text-2xl font-bold text-brand-900">
              {t("cp_signed_in_heading", { partner: session.partnerId })}
            </h2>
            <p className="mt-2 text-slate-700">{t("cp_signed_in_until", { time: until })}</p>
            <h3 className="mt-6 text-lg font-bold text-brand-900">{t("cp_tools_heading")}</h3>
            <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-800">
              <li>{t("cp_tool_token", { path: TOKEN_PATH })}</li>
              <li>{t("cp_tool_encryption")}</li>
              <li>{t("cp_tool_password")}</li>
            </ul>
            <Form method="post" className="mt-6">
              <input type="hidden" name="intent" value="sign-out" />
              <button type="submit" className={secondaryButton}>
                {t("cp_signout_button")}
              </button>
            </Form>
          </section>
        ) : (
          <section
            id="cp-signin"
            aria-labelledby="cp-signin-heading"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            <h2 id="cp-signin-heading" className="text-2xl font-bold text-brand-900">
              {t("cp_signin_heading")}
            </h2>
            <p className="mt-2 max-w-2xl text-slate-700">{t("cp_signin_intro")}</p>
            <Form method="post" action="#cp-signin" className="mt-4 grid max-w-md gap-4" noValidate>
              <FormAlert message={refused?.problems.form} />
              <TextField
                id="cp-partner-id"
                name="partnerId"
                required
                autoComplete="username"
                spellCheck={false}
                autoCapitalize="none"
                maxLength={64}
                label={t("cp_label_partner_id")}
                hint={t("cp_hint_partner_id")}
                error={refused?.problems.partnerId}
                defaultValue={refused?.partnerId ?? ""}
              />
              <TextField
                id="cp-password"
                name="password"
                type="password"
                required
                autoComplete="current-password"
                maxLength={200}
                label={t("cp_label_password")}
                hint={t("cp_hint_password")}
                error={refused?.problems.password}
              />
              <div>
                <button type="submit" className={primaryButton}>
                  {t("cp_signin_button")}
                </button>
              </div>
            </Form>
          </section>
        )}
        <Helpline helpline={helpline} />
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <FaqList items={seo.faq} />
      </div>
    </article>
  );
}
