import type { ReactNode } from "react";
import type { RegionCode } from "../../../shared/constants";

// Our own flag drawings (no emoji: several systems show emoji flags as letters).
// Decorative: the region's name always stands next to them or in their label.

const FLAG_PATHS: Record<RegionCode, ReactNode> = {
  US: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="13" height={(20 / 13) * 7} fill="#3c3b6e" />
      {[2.2, 6.5, 10.8].map((cx) => [2.2, 5.4, 8.6].map((cy) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="0.8" fill="#fff" />))}
    </>
  ),
  UK: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  ),
  DE: (
    <>
      <rect width="30" height="6.67" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
      <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
    </>
  ),
};

export function RegionFlag({ code, className }: { code: RegionCode; className?: string }) {
  return (
    <svg
      viewBox="0 0 30 20"
      width="24"
      height="16"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 rounded-[2px] ring-1 ring-slate-900/10 ${className ?? ""}`}
    >
      {FLAG_PATHS[code]}
    </svg>
  );
}
