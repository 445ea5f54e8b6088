import type { ReactNode } from "react";
import { Link } from "../../lib/region/region-link";
import type { LegalBlock, LegalDocument } from "../../../shared/content/legal/legal-document";
import { PageHero } from "../ui/page-hero";
import { ExternalLink } from "../ui/external-link";
import { formatLongDate } from "../ui/format-date";
import { usePageRegion } from "../../lib/region/region-context";
import { usePageCopy } from "../../lib/region/use-page-copy";
import { legalDe } from "../../../shared/i18n/pages/legal.de";
import { type LegalKind, legalEn } from "../../../shared/i18n/pages/legal.en";
import { EnglishBody } from "./english-body";
import { LegalHeroVisual } from "./legal-hero-visual";
import type { MetaFunction } from "../../head/page-meta";
import { pageCopyFor } from "../../../shared/i18n/copy";

// Renders a legal document from shared/content/legal: its heading, date, a table
// of contents that links to each section's anchor, and the sections themselves.
// The chrome (heading, date, labels) is in the visitor's language and the date in the
// region's locale; the document is English, so its summary, contents and sections carry
// lang="en" under the EnglishBody note (docs/decisions/0017-copy-per-language-and-currency.md).

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The legal pages' chrome copy (also the cookie policy's settings box). */
export const useLegalCopy = () => usePageCopy({ en: legalEn, de: legalDe });

/** A legal page's `<head>`: its title and description in the region's language (the document stays English). */
export const legalPageMeta =
  (kind: LegalKind): MetaFunction =>
  ({ region }) => {
    const copy = pageCopyFor({ en: legalEn, de: legalDe }, region);
    return { title: copy.titles[kind], description: copy.descriptions[kind] };
  };

/** Text with [label](href) links: site paths become router links, the rest plain links. */
export function InlineText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    parts.push(text.slice(last, match.index));
    const className = "font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900";
    if (href.startsWith("/")) {
      parts.push(
        <Link key={match.index} to={href} className={className}>
          {label}
        </Link>,
      );
    } else if (href.startsWith("http")) {
      parts.push(
        <ExternalLink key={match.index} href={href} className={className}>
          {label}
        </ExternalLink>,
      );
    } else {
      parts.push(
        <a key={match.index} href={href} className={className}>
          {label}
        </a>,
      );
    }
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "p":
      return (
        <p className="my-4">
          <InlineText text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="my-4 list-disc space-y-2 pl-6">
          {block.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </ul>
      );
    case "table":
      return (
        // Wide tables scroll sideways on phones; the region is focusable so keyboards can scroll it too.
        // biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus.
        <div className="my-6 overflow-x-auto rounded-lg border border-slate-200" role="region" aria-label={block.caption} tabIndex={0}>
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <caption className="bg-slate-50 px-4 py-3 text-left text-sm font-medium text-slate-700">{block.caption}</caption>
            <thead className="bg-slate-100 text-slate-900">
              <tr>
                {block.columns.map((c) => (
                  <th key={c} scope="col" className="px-4 py-2 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")} className="border-t border-slate-200 align-top">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="px-4 py-2 font-medium break-words text-slate-900">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="px-4 py-2 text-slate-700">
                        <InlineText text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

export function LegalDocumentView(props: { kind: LegalKind; document: LegalDocument; children?: ReactNode }) {
  const { document, children } = props;
  const copy = useLegalCopy();
  const region = usePageRegion();
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.titles[props.kind]}
        intro={
          <>
            <p lang="en">{document.summary}</p>
            <p className="mt-3 text-base text-slate-300">
              {copy.lastUpdated} <time dateTime={document.updated}>{formatLongDate(document.updated, region)}</time>
            </p>
          </>
        }
        visual={<LegalHeroVisual document={document} />}
      />
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-10 py-12 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents" className="text-sm font-semibold uppercase tracking-wider text-slate-500">
            {copy.contents}
          </h2>
          <ol lang="en" className="mt-3 space-y-1 border-l border-slate-200 text-sm">
            {document.sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-slate-700 hover:border-indigo-500 hover:text-indigo-700"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl leading-relaxed text-slate-700">
          {children}
          <EnglishBody>
            {document.sections.map((s) => (
              <section
                key={s.id}
                id={s.id}
                aria-labelledby={`${s.id}-title`}
                className="scroll-mt-24 border-b border-slate-200 pb-6 last:border-0"
              >
                <h2 id={`${s.id}-title`} className="mt-8 text-2xl font-bold text-slate-900">
                  {s.title}
                </h2>
                {s.blocks.map((b, i) => (
                  <Block key={i} block={b} />
                ))}
              </section>
            ))}
          </EnglishBody>
        </article>
      </div>
    </>
  );
}
