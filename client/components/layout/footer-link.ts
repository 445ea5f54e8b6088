/** Every footer link and button is at least 24 px tall, a target a finger can hit (WCAG 2.2, 2.5.8). */
export const FOOTER_LINK = "inline-flex min-h-6 items-center";
