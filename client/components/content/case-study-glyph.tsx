import type { CaseStudyService } from "../../../shared/content/case-studies";

// The service's emblem on the cover of a study without measured results: line drawings on a
// 100-unit grid, scaled into place, in the cover's accent colour. Decorative only.

const strokes: Record<CaseStudyService, readonly string[]> = {
  // A magnifier over a rising line.
  seo: ["M12 78 L34 58 L50 66 L74 36", "M66 36 H74 V44", "M40 40 m-24 0 a24 24 0 1 0 48 0 a24 24 0 1 0 -48 0", "M57 57 L80 80"],
  // A target with a pointer.
  "google-ads": [
    "M50 50 m-38 0 a38 38 0 1 0 76 0 a38 38 0 1 0 -76 0",
    "M50 50 m-22 0 a22 22 0 1 0 44 0 a22 22 0 1 0 -44 0",
    "M50 50 L86 86",
    "M72 86 H86 V72",
  ],
  // A browser window with a code mark.
  "web-development": ["M10 18 H90 V82 H10 Z", "M10 32 H90", "M40 48 L30 58 L40 68", "M60 48 L70 58 L60 68", "M54 44 L46 72"],
  // Two people side by side.
  "dedicated-resources": [
    "M34 38 m-12 0 a12 12 0 1 0 24 0 a12 12 0 1 0 -24 0",
    "M14 82 C14 64 54 64 54 82",
    "M66 34 m-12 0 a12 12 0 1 0 24 0 a12 12 0 1 0 -24 0",
    "M48 66 C56 58 86 60 86 80",
  ],
  // A palette with swatches.
  branding: [
    "M50 12 C26 12 10 30 10 50 C10 72 28 88 48 88 C56 88 58 82 54 76 C50 70 54 64 62 64 H72 C82 64 90 56 90 46 C90 26 72 12 50 12 Z",
    "M32 40 m-6 0 a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0",
    "M50 28 m-6 0 a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0",
    "M70 38 m-6 0 a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0",
  ],
};

export function CoverGlyph(props: { service: CaseStudyService; x: number; y: number; size: number; color: string }) {
  const scale = props.size / 100;
  return (
    <g
      transform={`translate(${props.x} ${props.y}) scale(${scale})`}
      fill="none"
      stroke={props.color}
      strokeWidth="4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="-8" y="-8" width="116" height="116" rx="24" fill={props.color} opacity="0.12" stroke="none" />
      {strokes[props.service].map((d) => (
        <path key={d} d={d} />
      ))}
    </g>
  );
}
