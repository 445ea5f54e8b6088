import type { Brand } from "../../shared/brand";
import type { EmailBlock, EmailContent } from "./email-content";

// HTML for mail programs: tables and inline styles (no <style>, no scripts, no
// images), every value escaped. Colours are the brand's (docs/decisions/0040-site-settings.md):
// its name on the primary colour at the top, buttons and codes in the action colour, the text
// slate on white. The site settings keep white on both at WCAG AA (shared/brand-contrast.ts).

const FONT = "font-family:Inter,'Segoe UI',Helvetica,Arial,sans-serif;";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Escaped text whose line breaks stay line breaks. */
const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

function blockHtml(block: EmailBlock, action: string): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;">${lines(block.text)}</p>`;
    case "section":
      return `<h2 style="margin:28px 0 12px;font-size:16px;line-height:1.4;color:#0f172a;">${escapeHtml(block.title)}</h2>`;
    case "list":
      return `<ul style="margin:0 0 16px;padding-left:20px;">${block.items.map((i) => `<li style="margin:0 0 6px;">${lines(i)}</li>`).join("")}</ul>`;
    case "fields":
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;font-size:14px;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td valign="top" style="padding:8px 12px 8px 0;border-bottom:1px solid #e2e8f0;color:#64748b;white-space:nowrap;width:1%;">${escapeHtml(label)}</td>` +
            `<td valign="top" style="padding:8px 0;border-bottom:1px solid #e2e8f0;color:#0f172a;word-break:break-word;">${lines(value)}</td></tr>`,
        )
        .join("")}</table>`;
    case "button":
      return `<p style="margin:24px 0;"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 22px;border-radius:8px;background:${action};color:#ffffff;font-weight:600;text-decoration:none;">${escapeHtml(block.label)}</a></p>`;
    case "code":
      return (
        `<p style="margin:0 0 6px;color:#64748b;font-size:14px;">${escapeHtml(block.label)}</p>` +
        `<p style="margin:0 0 20px;padding:14px 18px;border:2px dashed ${action};border-radius:10px;background:#ffffff;color:#0f172a;font:700 22px/1.2 'SFMono-Regular',Consolas,monospace;letter-spacing:2px;text-align:center;">${escapeHtml(block.code)}</p>`
      );
  }
}

export function renderEmailHtml(content: EmailContent, brand: Pick<Brand, "name" | "colors">): string {
  const { primary, action } = brand.colors;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(content.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;${FONT}">
<tr><td style="padding:20px 32px;border-radius:12px 12px 0 0;background:${primary};font-size:18px;font-weight:700;color:#ffffff;">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:28px 32px 12px;font-size:16px;line-height:1.6;color:#334155;">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#0f172a;">${escapeHtml(content.heading)}</h1>
${content.blocks.map((block) => blockHtml(block, action)).join("\n")}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e2e8f0;font-size:12px;line-height:1.5;color:#64748b;">${content.footer.map((l) => `<p style="margin:0 0 6px;">${lines(l)}</p>`).join("")}</td></tr>
</table></td></tr></table>
</body></html>`;
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "section":
      return `${block.title}\n${"-".repeat(Math.min(block.title.length, 60))}`;
    case "list":
      return block.items.map((i) => `- ${i.replace(/\n/g, "\n  ")}`).join("\n");
    case "fields":
      return block.rows
        .map(([label, value]) => (value.includes("\n") ? `${label}:\n  ${value.replace(/\n/g, "\n  ")}` : `${label}: ${value}`))
        .join("\n");
    case "button":
      return `${block.label}:\n${block.url}`;
    case "code":
      return `${block.label}\n\n    ${block.code}`;
  }
}

export function renderEmailText(content: EmailContent): string {
  return `${content.heading}\n\n${content.blocks.map(blockText).join("\n\n")}\n\n-- \n${content.footer.join("\n")}\n`;
}
