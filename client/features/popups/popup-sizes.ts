// The mobile popup is compact: smaller type and spacing, room kept for the close
// button beside the titles, and the step counted in words instead of dots.
export const POPUP_SIZES = {
  regular: {
    frame: "p-6 pt-8",
    welcomeHeader: "text-center",
    welcomeTitle: "text-2xl font-bold text-slate-900",
    welcomeIntro: "mt-2 text-slate-600",
    block: "mt-5",
    start: "mt-6",
    later: "mt-3",
    interestTitle: "text-center text-2xl font-bold text-slate-900",
    interestIntro: "mt-2 mb-5 text-center text-sm text-slate-600",
    doneTitle: "text-2xl font-bold text-slate-900",
    doneText: "mt-3 text-slate-600",
    close: "mt-6",
  },
  compact: {
    frame: "p-4 pt-6 sm:p-5 sm:pt-7",
    welcomeHeader: "pr-10 text-center sm:px-10",
    welcomeTitle: "text-xl font-bold text-slate-900",
    welcomeIntro: "mt-1 text-sm text-slate-600",
    block: "mt-4",
    start: "mt-5",
    later: "mt-2 px-4 py-2",
    interestTitle: "pr-10 text-center text-lg font-bold text-slate-900 sm:px-10",
    interestIntro: "mt-1 mb-4 text-center text-sm text-slate-600",
    doneTitle: "text-lg font-bold text-slate-900",
    doneText: "mt-2 text-sm text-slate-600",
    close: "mt-5",
  },
} as const;

export type PopupSize = (typeof POPUP_SIZES)[keyof typeof POPUP_SIZES];
