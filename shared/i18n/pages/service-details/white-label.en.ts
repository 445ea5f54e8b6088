import type { ServicePoint } from "../../../content/service-details";

/** The same white-label promise, said in each service's own terms. */
export const whiteLabelEn = (work: string, reports: string): ServicePoint[] => [
  {
    title: "Your brand, not ours",
    text: `${work} Nothing your client sees carries our name or logo.`,
  },
  {
    title: "You keep the client",
    text: "You stay your client's only point of contact. We work behind you, answer to you and never approach your clients.",
  },
  {
    title: "Reports you can forward",
    text: reports,
  },
  {
    title: "One contact on our side",
    text: "A named contact coordinates the work, answers within 24 hours and keeps you ahead of every deadline.",
  },
];
