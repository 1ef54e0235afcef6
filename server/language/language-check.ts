/**
 * The language check of issue 17 (decision 063): reads Hindi, Kannada and
 * Assamese text (decision 067) and reports
 * - a form the glossary says to avoid (`glossaryterms`, kind term or spelling),
 * - a Latin-script word that is not an allowed name or acronym (kind latin),
 * - a character sequence that is not standard Unicode for its script (not NFC,
 *   a vowel sign or virama with no consonant before it, a joiner not after a
 *   virama, a dotted circle, letters of the other script),
 * - one word spelt two ways across the whole text (nukta, chandrabindu,
 *   hyphen or joiner the only difference) when the glossary does not settle it.
 * Pure functions: `seed-texts.ts` finds the texts, `scripts/check-language.ts` prints.
 */

export type CheckedLanguage = "hi" | "kn" | "as";

export interface GlossaryEntry {
  readonly id: number;
  readonly kind: string;
  readonly concept_en: string;
  readonly term_hi?: string | null;
  readonly term_kannad?: string | null;
  readonly term_assamese?: string | null;
  readonly avoid_hi?: readonly string[] | null;
  readonly avoid_kannad?: readonly string[] | null;
  readonly avoid_assamese?: readonly string[] | null;
  readonly allowed_phrases?: readonly string[] | null;
  readonly words?: readonly string[] | null;
  readonly note_en?: string | null;
}

/** One text of the content: where it is, in which language. */
export interface LocatedText {
  /** file and entry, e.g. `content/seed/helmetdata/0001-home-general.json #2` */
  readonly where: string;
  /** the field's path inside the entry, e.g. `faq_items[3].answer` */
  readonly field: string;
  readonly language: CheckedLanguage;
  readonly text: string;
}

export interface Finding {
  readonly where: string;
  readonly field: string;
  readonly language: CheckedLanguage;
  readonly rule: "avoided-term" | "latin-word" | "unicode" | "spelling-variant";
  readonly message: string;
}

const SCRIPT = {
  hi: { letters: /[\u0900-\u0963\u0966-\u097F]/u, name: "Devanagari" },
  kn: { letters: /[\u0C80-\u0CFF]/u, name: "Kannada" },
  as: { letters: /[\u0980-\u09FF]/u, name: "Bengali-Assamese" },
} as const;

const OTHER_SCRIPTS: Record<CheckedLanguage, readonly { re: RegExp; name: string }[]> = {
  hi: [
    { re: /[\u0C80-\u0CFF]/u, name: "Kannada" },
    { re: /[\u0980-\u09FF]/u, name: "Bengali-Assamese" },
  ],
  kn: [
    { re: /[\u0900-\u0963\u0966-\u097F]/u, name: "Devanagari" },
    { re: /[\u0980-\u09FF]/u, name: "Bengali-Assamese" },
  ],
  as: [
    { re: /[\u0900-\u0963\u0966-\u097F]/u, name: "Devanagari" },
    { re: /[\u0C80-\u0CFF]/u, name: "Kannada" },
  ],
};

/** Characters that continue a word (letters and marks of the three scripts, Latin, digits, joiners). */
const WORD_CHAR = /[\u0900-\u0963\u0966-\u097F\u0980-\u09FF\u0C80-\u0CFFA-Za-z0-9\u200C\u200D]/u;

/** Per script: consonants, vowel signs (and virama, nukta), the marks that follow a syllable. */
interface Syllables {
  readonly consonant: RegExp;
  readonly vowelSign: RegExp;
  readonly virama: string;
  readonly nukta: string;
  readonly syllableMark: RegExp;
  readonly vowelLetter: RegExp;
}

const SYLLABLES: Record<CheckedLanguage, Syllables> = {
  hi: {
    consonant: /[\u0915-\u0939\u0958-\u095F\u0978-\u097F]/u,
    vowelSign: /[\u093A\u093B\u093E-\u094C\u094E\u094F\u0955-\u0957\u0962\u0963]/u,
    virama: "\u094D",
    nukta: "\u093C",
    syllableMark: /[\u0900-\u0903]/u,
    vowelLetter: /[\u0904-\u0914\u0960\u0961\u0972-\u0977]/u,
  },
  kn: {
    consonant: /[\u0C95-\u0CB9\u0CDD\u0CDE]/u,
    vowelSign: /[\u0CBE-\u0CCC\u0CD5\u0CD6\u0CE2\u0CE3]/u,
    virama: "\u0CCD",
    nukta: "\u0CBC",
    syllableMark: /[\u0C80-\u0C83]/u,
    vowelLetter: /[\u0C85-\u0C94\u0CE0\u0CE1]/u,
  },
  as: {
    consonant: /[\u0995-\u09B9\u09DC-\u09DF\u09F0\u09F1]/u,
    vowelSign: /[\u09BE-\u09CC\u09D7\u09E2\u09E3]/u,
    virama: "\u09CD",
    nukta: "\u09BC",
    syllableMark: /[\u0981-\u0983]/u,
    vowelLetter: /[\u0985-\u0994\u09E0\u09E1]/u,
  },
};

const codePoint = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

function excerpt(text: string, index: number, length: number): string {
  const start = Math.max(0, index - 20);
  const end = Math.min(text.length, index + length + 20);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).replace(/\s+/gu, " ")}${end < text.length ? "…" : ""}`;
}

/** The sequences of `text` that are not standard Unicode for its language's script. */
export function unicodeProblems(language: CheckedLanguage, text: string, outsideNames = text): string[] {
  const problems: string[] = [];
  if (text !== text.normalize("NFC")) {
    const first = [...text].find((ch) => ch !== ch.normalize("NFC"));
    problems.push(
      `not in Unicode normal form C${first ? ` (${codePoint(first)} "${first}" has a standard decomposed spelling)` : ""}`,
    );
  }
  if (text.includes("\u25CC")) problems.push(`a dotted circle (U+25CC) stands in the text`);
  if (language === "as") {
    // Assamese writes its own ra (ৰ, U+09F0); the Bengali ra (র, U+09B0) is another letter
    const bengaliRa = outsideNames.indexOf("\u09B0");
    if (bengaliRa >= 0)
      problems.push(
        `the Bengali letter র (U+09B0) in Assamese text, where Assamese writes ৰ (U+09F0): ${excerpt(text, bengaliRa, 1)}`,
      );
  }
  for (const other of OTHER_SCRIPTS[language]) {
    const match = other.re.exec(outsideNames);
    if (match)
      problems.push(`${other.name} letters in ${SCRIPT[language].name} text: ${excerpt(text, match.index, 1)}`);
  }
  const s = SYLLABLES[language];
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const before = i > 0 ? chars[i - 1]! : "";
    const beforeBase = before === s.nukta && i > 1 ? chars[i - 2]! : before;
    const at = () => excerpt(text, chars.slice(0, i).join("").length, 1);
    if (s.vowelSign.test(ch) || ch === s.virama) {
      if (!s.consonant.test(beforeBase) || (before === s.nukta && !s.consonant.test(chars[i - 2] ?? ""))) {
        const what = ch === s.virama ? "virama" : "vowel sign";
        const after = s.vowelLetter.test(before)
          ? " after a vowel letter"
          : s.vowelSign.test(before)
            ? " after a vowel sign"
            : "";
        problems.push(`a ${what} (${codePoint(ch)})${after} with no consonant to attach to: ${at()}`);
      }
    } else if (ch === s.nukta) {
      if (!s.consonant.test(before)) problems.push(`a nukta (${codePoint(ch)}) with no consonant before it: ${at()}`);
    } else if (s.syllableMark.test(ch)) {
      if (!(s.consonant.test(before) || s.vowelLetter.test(before) || s.vowelSign.test(before) || before === s.nukta))
        problems.push(`${codePoint(ch)} "${ch}" with no letter before it: ${at()}`);
    } else if (ch === "\u200C" || ch === "\u200D") {
      if (before !== s.virama) problems.push(`a zero-width joiner (${codePoint(ch)}) not after a virama: ${at()}`);
    }
  }
  return problems;
}

/** Replace each occurrence of the phrases with spaces, so that nothing inside them is checked. */
export function maskPhrases(text: string, phrases: readonly string[]): string {
  let masked = text;
  for (const phrase of phrases) {
    if (!phrase) continue;
    let from = 0;
    for (;;) {
      const index = masked.indexOf(phrase, from);
      if (index < 0) break;
      masked = masked.slice(0, index) + " ".repeat(phrase.length) + masked.slice(index + phrase.length);
      from = index + phrase.length;
    }
  }
  return masked;
}

/** Where `form` stands in `text` as a word's start (and its end too when the form ends in `$`). */
export function findForm(text: string, form: string): number {
  const wholeWord = form.endsWith("$");
  const needle = (wholeWord ? form.slice(0, -1) : form).normalize("NFC");
  let from = 0;
  for (;;) {
    const index = text.indexOf(needle, from);
    if (index < 0) return -1;
    const before = index > 0 ? text[index - 1]! : " ";
    const after = text[index + needle.length] ?? " ";
    const startsWord = !WORD_CHAR.test(before) || !WORD_CHAR.test(needle[0]!);
    // A word's end: no letter, mark or joiner after it (a Hindi case ending is a letter, so
    // कोट$ does not match कोटेशन but does match कोट।).
    const endsWord = !WORD_CHAR.test(after);
    if (startsWord && (!wholeWord || endsWord)) return index;
    from = index + 1;
  }
}

/** Strip what is not prose: markup, addresses, e-mails, placeholders, file names. */
export function proseOnly(text: string): string {
  return text
    .replace(/<[^>]*>/gu, " ")
    .replace(/\]\([^)\s]*\)/gu, "] ")
    .replace(/&[a-z]+;|&#\d+;/giu, " ")
    .replace(/\b(?:https?:\/\/|www\.)\S+/giu, " ")
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu, " ")
    .replace(/\{\{?[^{}]*\}?\}/gu, " ")
    .replace(/(?:^|\s)\/[\w\-./?=&%#:]*/gu, " ")
    .replace(/\b[\w-]+(?:\.[\w-]+)*\.(?:in|com|org|net|gov|pdf|jpe?g|png|svg|docx?|xlsx?|zip)\b/giu, " ")
    .replace(/\b(?:pdf|jpe?g|png|docx?|xlsx?)\b/giu, " ");
}

export interface CheckOptions {
  readonly glossary: readonly GlossaryEntry[];
}

interface PreparedGlossary {
  readonly avoid: Record<CheckedLanguage, { form: string; entry: GlossaryEntry; use: string }[]>;
  readonly allowIn: readonly string[];
  readonly latin: ReadonlySet<string>;
}

function prepare(glossary: readonly GlossaryEntry[]): PreparedGlossary {
  const avoid: PreparedGlossary["avoid"] = { hi: [], kn: [], as: [] };
  const allowIn: string[] = [];
  const latin = new Set<string>();
  for (const entry of glossary) {
    if (entry.kind === "latin") for (const word of entry.words ?? []) latin.add(word);
    for (const phrase of entry.allowed_phrases ?? []) allowIn.push(phrase.normalize("NFC"));
    for (const form of entry.avoid_hi ?? []) avoid.hi.push({ form, entry, use: entry.term_hi ?? "" });
    for (const form of entry.avoid_kannad ?? []) avoid.kn.push({ form, entry, use: entry.term_kannad ?? "" });
    for (const form of entry.avoid_assamese ?? []) avoid.as.push({ form, entry, use: entry.term_assamese ?? "" });
  }
  // Longest phrase first, so a name containing a shorter allowed phrase is masked whole.
  allowIn.sort((a, b) => b.length - a.length);
  return { avoid, allowIn, latin };
}

/** Words allowed in Latin script: the glossary's, any word of all capitals and digits (an acronym), a single letter. */
function isAllowedLatin(word: string, latin: ReadonlySet<string>): boolean {
  if (latin.has(word)) return true;
  const bare = word.replace(/[’'.-]+$/u, "").replace(/['’]s$/u, "");
  if (latin.has(bare)) return true;
  if (/^[A-Z][A-Z0-9&/-]*[A-Z0-9]s?$/u.test(bare)) return true; // PAN, OTP, NL-1, GSTs
  return bare.length <= 1;
}

/** The skeleton two spellings of one word share: no nukta, candrabindu as anusvara, no hyphen or joiner. */
export function spellingSkeleton(word: string): string {
  return word
    .normalize("NFC")
    .normalize("NFD")
    .replace(/[\u093C\u0CBC\u09BC]/gu, "")
    .replace(/\u0901/gu, "\u0902")
    .replace(/[-\u200C\u200D]/gu, "");
}

const TOKEN =
  /[\u0900-\u0963\u0966-\u097F\u0C80-\u0CFF\u0980-\u09FF\u200C\u200D]+(?:-[\u0900-\u0963\u0966-\u097F\u0C80-\u0CFF\u0980-\u09FF\u200C\u200D]+)*/gu;

export function checkTexts(texts: readonly LocatedText[], options: CheckOptions): Finding[] {
  const glossary = prepare(options.glossary);
  const findings: Finding[] = [];
  const spellings: Record<CheckedLanguage, Map<string, Map<string, LocatedText>>> = {
    hi: new Map(),
    kn: new Map(),
    as: new Map(),
  };
  for (const located of texts) {
    const { language, text } = located;
    const report = (rule: Finding["rule"], message: string) =>
      findings.push({ where: located.where, field: located.field, language, rule, message });
    const normal = text.normalize("NFC");
    const masked = maskPhrases(normal, glossary.allowIn);
    // Unicode is checked on the text as written; letters of another script only outside allowed names.
    for (const problem of unicodeProblems(language, text, masked)) report("unicode", problem);
    for (const { form, entry, use } of glossary.avoid[language]) {
      const index = findForm(masked, form);
      if (index >= 0) {
        const shown = form.replace(/\$$/u, "");
        report(
          "avoided-term",
          `"${shown}" is a form the glossary avoids (${entry.concept_en}${use ? `: write "${use}"` : ""}): ${excerpt(normal, index, shown.length)}`,
        );
      }
    }
    const prose = proseOnly(masked);
    for (const match of prose.matchAll(/[A-Za-z][A-Za-z0-9’'.&-]*/gu)) {
      const word = match[0].replace(/[.’'-]+$/u, "");
      if (!isAllowedLatin(word, glossary.latin)) {
        report(
          "latin-word",
          `the Latin-script word "${word}" is not an allowed name or acronym: ${excerpt(prose, match.index, word.length)}`,
        );
      }
    }
    for (const token of masked.matchAll(TOKEN)) {
      // A suffix after a masked name starts with its joiner (ಇನ್ಶೂರೆನ್ಸ್‌ನ): the word is what follows.
      const word = token[0].replace(/^[\u200C\u200D]+/u, "");
      if (!word) continue;
      const skeleton = spellingSkeleton(word);
      let variants = spellings[language].get(skeleton);
      if (!variants) spellings[language].set(skeleton, (variants = new Map()));
      if (!variants.has(word)) variants.set(word, located);
    }
  }
  const settled = new Set<string>();
  for (const entry of options.glossary) {
    for (const form of [...(entry.avoid_hi ?? []), ...(entry.avoid_kannad ?? []), ...(entry.avoid_assamese ?? [])])
      settled.add(form.replace(/\$$/u, ""));
  }
  for (const language of ["hi", "kn", "as"] as const) {
    for (const variants of spellings[language].values()) {
      const words = [...variants.keys()].filter((w) => !settled.has(w));
      if (words.length < 2) continue;
      const first = variants.get(words[1]!)!;
      findings.push({
        where: first.where,
        field: first.field,
        language,
        rule: "spelling-variant",
        message: `one word spelt ${words.length} ways: ${words.map((w) => `"${w}" (first in ${variants.get(w)!.where} ${variants.get(w)!.field})`).join(", ")}; choose one and list the others as avoided in the glossary`,
      });
    }
  }
  return findings;
}
