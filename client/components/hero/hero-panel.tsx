import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export interface HeroPanelRow {
  icon: LucideIcon;
  /** Drawn instead of the icon (a flag). */
  mark?: ReactNode;
  label: ReactNode;
  /** A smaller line under the label. */
  detail?: ReactNode;
  /** A value at the row's end (a price, a time). */
  value?: ReactNode;
  /** The row's language where it differs from the page's (English content on a German page). */
  lang?: string;
}

/**
 * The right half of a page's hero (client/components/ui/page-hero.tsx): a glass card that
 * says something true about the page, drawn from the same content the page shows below.
 */
export function HeroPanel(props: {
  title: string;
  /** A larger line under the title: what the list belongs to. */
  heading?: ReactNode;
  rows: readonly HeroPanelRow[];
  /** Numbered rows: a sequence of steps rather than a list. */
  numbered?: boolean;
  /** A line under the rows: a figure, a time, a total. */
  footer?: ReactNode;
}) {
  const List = props.numbered ? "ol" : "ul";
  return (
    <div className="rounded-2xl border border-white/15 bg-white/[0.07] p-6 shadow-2xl">
      <p className="text-sm font-semibold uppercase tracking-wider text-slate-300">{props.title}</p>
      {props.heading && <p className="mt-3 flex items-center gap-3 text-xl font-bold text-white">{props.heading}</p>}
      <List className="mt-4 space-y-2.5">
        {props.rows.map((row, index) => {
          const Icon = row.icon;
          return (
            <li key={index} lang={row.lang} className="flex items-center gap-4 rounded-xl bg-brand-deep/40 px-4 py-2.5">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-accent/15 text-brand-accent"
              >
                {props.numbered ? <span className="font-bold">{index + 1}</span> : (row.mark ?? <Icon size={20} strokeWidth={2} />)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium leading-snug text-white">{row.label}</span>
                {row.detail !== undefined && <span className="mt-0.5 block text-sm leading-snug text-slate-300">{row.detail}</span>}
              </span>
              {row.value !== undefined && <span className="shrink-0 text-right text-sm font-semibold text-brand-accent">{row.value}</span>}
            </li>
          );
        })}
      </List>
      {props.footer && <div className="mt-4 border-t border-white/10 pt-3 text-sm text-slate-300">{props.footer}</div>}
    </div>
  );
}
