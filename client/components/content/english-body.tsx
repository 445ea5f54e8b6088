import type { ReactNode } from "react";
import { englishBodyDe } from "../../../shared/i18n/pages/english-body.de";
import { englishBodyEn } from "../../../shared/i18n/pages/english-body.en";
import { usePageCopy } from "../../lib/region/use-page-copy";

// Long-form text written in English only (articles, legal pages, a case study staff published
// without German words; docs/decisions/0017-copy-per-language-and-currency.md). A German
// reader is told so in German above it, and the body carries lang="en" so screen readers
// pronounce it as English.

/** English long-form content, with a note for readers of another language. */
export function EnglishBody({ children, className }: { children: ReactNode; className?: string }) {
  const { note } = usePageCopy({ en: englishBodyEn, de: englishBodyDe });
  return (
    <>
      {note && (
        <p className="mb-6 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid="english-body-note">
          {note}
        </p>
      )}
      <div lang="en" className={className}>
        {children}
      </div>
    </>
  );
}
