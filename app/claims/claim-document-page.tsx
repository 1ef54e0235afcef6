/**
 * A claim's document by its number (issue 14, spec 2 "Claims": the
 * two-wheeler claim form, discharge and satisfaction vouchers, ...). The
 * address alone shows no personal data: the claimant first confirms the
 * mobile or policy number of the claim; then the form shows prefilled,
 * printable, and downloadable as PDF (a plain form post, so no script is
 * needed). The document is in English, as its PDF (decision 056).
 */
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { claimDocumentPdfPath, type ClaimDocumentKind } from "@contracts/claims/claim-pages";
import type { PrintDocument } from "@contracts/print/print-document";
import { usePhrases } from "~/i18n/phrases";
import { FaqList, PageHero } from "~/pages/content-page";
import type { PageSeo } from "~/seo/page-seo";
import { FormAlert, primaryButton, secondaryButton, TextField } from "~/ui/form-parts";
import { claimSchemas, formIssues, useClaimForm } from "./claim-fields";
import type { FormRefusal } from "./claims.server";
import { PrintDocumentView } from "./print-document-view";

/** The one field this page asks for (the claim number is in the address). */
const VERIFIER_ONLY = ["verifier"] as const;

export type DocumentResult = { ok: true; document: PrintDocument; verifier: string } | FormRefusal;

export function ClaimDocumentPage({
  seo,
  kind,
  claimNo,
  result,
}: {
  seo: PageSeo;
  kind: ClaimDocumentKind;
  claimNo: string;
  result: DocumentResult | null;
}) {
  const t = usePhrases();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const refused = result && !result.ok ? result : null;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const {
    problems,
    formRef,
    answerRef: documentRef,
    check,
    loadChecks,
  } = useClaimForm(VERIFIER_ONLY, refused, result?.ok ? result : null, claimSchemas, (schemas, form) =>
    formIssues(schemas.ClaimLookupSchema, { claimNo, verifier: new FormData(form).get("verifier") }),
  );

  return (
    <article data-page="claim-document" data-document-kind={kind}>
      <div data-print-hidden="">
        <PageHero seo={seo}>
          <p className="mt-2 font-semibold text-slate-800">{t("claim_document_claim_no", { claimNo })}</p>
        </PageHero>
      </div>
      <div className="mx-auto max-w-4xl px-4 pb-12">
        {result?.ok ? (
          <section
            ref={documentRef}
            tabIndex={-1}
            aria-label={result.document.title}
            className="focus:outline-none"
            data-print-document=""
          >
            <div className="mb-4 flex flex-wrap items-center gap-3" data-print-hidden="">
              <form method="post" action={claimDocumentPdfPath(kind)}>
                <input type="hidden" name="claimNo" value={claimNo} />
                <input type="hidden" name="verifier" value={result.verifier} />
                <button type="submit" className={primaryButton} data-claim-document-pdf="">
                  {t("claim_document_download")}
                </button>
              </form>
              {hydrated && (
                <button type="button" className={secondaryButton} onClick={() => window.print()}>
                  {t("claim_document_print")}
                </button>
              )}
              <p className="w-full text-sm text-slate-600">{t("claim_document_english_note")}</p>
            </div>
            <PrintDocumentView document={result.document} />
          </section>
        ) : (
          <section
            aria-labelledby="cd-heading"
            className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
          >
            <h2 id="cd-heading" className="text-xl font-bold text-brand-900">
              {t("claim_document_proof_heading")}
            </h2>
            <p className="mt-1 text-slate-700">{t("claim_document_proof_intro")}</p>
            <Form
              ref={formRef}
              method="post"
              noValidate
              onSubmit={check}
              onFocus={loadChecks}
              onPointerDown={loadChecks}
              className="mt-5 space-y-5"
              data-claim-document-form=""
            >
              <FormAlert message={refused?.message ?? undefined} />
              <TextField
                id="cd-verifier"
                name="verifier"
                label={t("claim_verify_label")}
                hint={t("claim_verify_hint")}
                defaultValue={refused?.values.verifier}
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                error={problems.verifier ?? problems.claimNo}
              />
              <button type="submit" className={`${primaryButton} w-full sm:w-auto`} aria-busy={submitting}>
                {t("claim_document_show")}
              </button>
            </Form>
          </section>
        )}
        <div data-print-hidden="">
          <p className="mt-8 max-w-3xl text-slate-700">{seo.intro}</p>
          <FaqList items={seo.faq} />
        </div>
      </div>
    </article>
  );
}
