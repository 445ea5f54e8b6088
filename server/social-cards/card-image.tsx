import type { ReactNode } from "react";
import type { SocialCard } from "../../shared/social-card";

// The card's drawing, for satori (a subset of CSS: flex layout, inline styles only). The
// colours are the site's (client/styles/app.css: the navy hero band, its indigo glow and
// the amber eyebrow). Change anything here and bump SOCIAL_CARD_DESIGN in shared/social-card.ts.

const NAVY_950 = "#07162b";
const NAVY_900 = "#0b1f3a";
const NAVY_800 = "#13305a";
const AMBER_300 = "#fcd34d";
const AMBER_400 = "#fbbf24";
const SLATE_300 = "#cbd5e1";
const SLATE_400 = "#94a3b8";

/** Long titles get a smaller size, so every title fits in at most four lines. */
function titleSize(title: string, withFigure: boolean): number {
  const room = withFigure ? 0.72 : 1;
  const length = title.length / room;
  if (length <= 34) return 68;
  if (length <= 60) return 60;
  if (length <= 90) return 52;
  return 44;
}

function BrandMark(props: { brand: string }) {
  const initial = [...props.brand.trim()][0]?.toUpperCase() ?? "";
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
      <div
        style={{
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          width: 56,
          height: 56,
          borderRadius: 14,
          background: `linear-gradient(135deg, ${AMBER_300}, ${AMBER_400})`,
          color: NAVY_950,
          fontSize: 32,
          fontWeight: 800,
        }}
      >
        {initial}
      </div>
      <div style={{ display: "flex", fontSize: 30, fontWeight: 700, color: "#ffffff" }}>{props.brand}</div>
    </div>
  );
}

/** Inter's latin files have no "→" (U+2192): a figure like "17 → 94" gets a drawn arrow. */
function FigureValue(props: { value: string; size: number }) {
  const parts = props.value.split("→").map((part) => part.trim());
  const arrow = Math.round(props.size * 0.7);
  return (
    <div
      style={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        columnGap: 12,
        fontSize: props.size,
        fontWeight: 800,
        color: AMBER_300,
        lineHeight: 1.05,
      }}
    >
      {parts.flatMap((part, i) => [
        ...(i > 0
          ? [
              <svg
                aria-hidden="true"
                key={`arrow-${i}`}
                width={arrow}
                height={arrow}
                viewBox="0 0 24 24"
                fill="none"
                stroke={AMBER_300}
                strokeWidth={3}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M4 12h16M13 5l7 7-7 7" />
              </svg>,
            ]
          : []),
        <div key={`part-${i}`} style={{ display: "flex" }}>
          {part}
        </div>,
      ])}
    </div>
  );
}

/** Short figures big; a figure that is a phrase ("2 years, ongoing") smaller, so it fits the box. */
const figureSize = (value: string): number => (value.length <= 6 ? 68 : value.length <= 10 ? 56 : value.length <= 18 ? 44 : 32);

function Figure(props: { value: string; label: string }) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        width: 320,
        flexShrink: 0,
        padding: "34px 32px",
        borderRadius: 24,
        border: "2px solid rgba(252, 211, 77, 0.45)",
        backgroundColor: "rgba(7, 22, 43, 0.55)",
      }}
    >
      <FigureValue value={props.value} size={figureSize(props.value)} />
      <div style={{ display: "flex", marginTop: 14, fontSize: 26, fontWeight: 500, color: SLATE_300, lineHeight: 1.3 }}>{props.label}</div>
    </div>
  );
}

export function CardImage({ card }: { card: SocialCard }): ReactNode {
  const figure = card.figure;
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        width: "100%",
        height: "100%",
        boxSizing: "border-box",
        padding: "64px 72px 56px",
        fontFamily: "Inter, Inter Extended",
        color: "#ffffff",
        backgroundColor: NAVY_900,
        backgroundImage: `radial-gradient(circle at 88% 8%, rgba(79, 70, 229, 0.55), rgba(79, 70, 229, 0) 48%), linear-gradient(135deg, ${NAVY_900}, ${NAVY_800})`,
      }}
    >
      <BrandMark brand={card.brand} />
      <div style={{ display: "flex", alignItems: "center", gap: 48 }}>
        <div style={{ display: "flex", flexDirection: "column", flex: 1, minWidth: 0 }}>
          {card.eyebrow && (
            <div style={{ display: "flex", fontSize: 26, fontWeight: 700, letterSpacing: 3, color: AMBER_300 }}>
              {card.eyebrow.toLocaleUpperCase(card.lang)}
            </div>
          )}
          <div
            style={{
              display: "flex",
              marginTop: card.eyebrow ? 18 : 0,
              fontSize: titleSize(card.title, figure !== undefined),
              fontWeight: 700,
              lineHeight: 1.12,
              letterSpacing: -1,
            }}
          >
            {card.title}
          </div>
        </div>
        {figure && <Figure value={figure.value} label={figure.label} />}
      </div>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", fontSize: 24, color: SLATE_400 }}>
        <div style={{ display: "flex" }}>{card.address}</div>
        <div style={{ display: "flex", width: 120, height: 6, borderRadius: 3, backgroundColor: AMBER_300 }} />
      </div>
    </div>
  );
}
