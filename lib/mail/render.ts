import { escapeHtml, labelled } from '@/lib/format/text';

export { escapeHtml };

/** Plain, accessible mails: the same content as HTML (escaped) and as text. */
export type MailBody = { html: string; text: string };
/**
 * A row of the mail's table. With `link`, its text leads the value as a real link in the HTML part
 * (the text part keeps the address on a line of its own); with `image`, a thumbnail (an absolute
 * address) beside it in the HTML part only.
 */
export type MailRow = {
  label: string;
  value: string;
  link?: { href: string; text: string };
  image?: { src: string; alt: string; width: number; height: number };
};
/** A link of the footer: an anchor in the HTML part, "label: address" in the text part. */
export type MailLink = { href: string; label: string };

export type MailParts = {
  lang: string;
  paragraphs: string[];
  rows?: MailRow[];
  rowsTitle?: string;
  link?: { href: string; label: string };
  image?: { src: string; alt: string };
  closing?: string[];
  footer?: string;
  footerLinks?: MailLink[];
};

/** The width thumbnails are drawn at in a mail (the list's 250 px thumbnail, at half size for sharp screens). */
const THUMBNAIL_WIDTH = 120;

const lines = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

export function renderMail(parts: MailParts): MailBody {
  const html: string[] = [
    `<!doctype html><html lang="${escapeHtml(parts.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>`,
    '<body style="margin:0;padding:24px;background:#f6f4f0;font-family:Arial,Helvetica,sans-serif;color:#1b2430;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
  ];
  const text: string[] = [];
  for (const paragraph of parts.paragraphs) {
    html.push(`<p style="margin:0 0 16px">${lines(paragraph)}</p>`);
    text.push(paragraph, '');
  }
  if (parts.image) {
    html.push(
      `<p style="margin:0 0 16px"><img src="${escapeHtml(parts.image.src)}" alt="${escapeHtml(parts.image.alt)}" width="552" style="max-width:100%;height:auto;border-radius:6px"></p>`,
    );
  }
  if (parts.rows?.length) {
    if (parts.rowsTitle) {
      html.push(`<p style="margin:0 0 8px;font-weight:bold">${escapeHtml(parts.rowsTitle)}</p>`);
      text.push(parts.rowsTitle);
    }
    html.push(
      '<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">',
    );
    for (const row of parts.rows) {
      const image = row.image
        ? `<img src="${escapeHtml(row.image.src)}" alt="${escapeHtml(row.image.alt)}" width="${THUMBNAIL_WIDTH}" height="${Math.round((THUMBNAIL_WIDTH * row.image.height) / row.image.width)}" style="display:block;float:left;margin:0 12px 4px 0;border-radius:4px">`
        : '';
      const link = row.link
        ? `<a href="${escapeHtml(row.link.href)}" style="color:#0f3b57;font-weight:bold">${escapeHtml(row.link.text)}</a><br>`
        : '';
      const cell =
        row.link && row.image ? `<a href="${escapeHtml(row.link.href)}">${image}</a>` : image;
      html.push(
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:#4a5565;font-weight:normal;white-space:nowrap">${escapeHtml(row.label)}</th><td style="padding:4px 0;vertical-align:top">${cell}${link}${lines(row.value)}</td></tr>`,
      );
      text.push(
        row.link
          ? `${labelled(row.label, parts.lang)} ${row.link.text}\n${row.value}\n${row.link.href}`
          : `${labelled(row.label, parts.lang)} ${row.value}`,
      );
    }
    html.push('</table>');
    text.push('');
  }
  if (parts.link) {
    html.push(
      `<p style="margin:0 0 16px"><a href="${escapeHtml(parts.link.href)}" style="display:inline-block;padding:10px 16px;background:#0f3b57;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(parts.link.label)}</a></p>`,
    );
    text.push(`${labelled(parts.link.label, parts.lang)} ${parts.link.href}`, '');
  }
  for (const paragraph of parts.closing ?? []) {
    html.push(`<p style="margin:0 0 16px">${lines(paragraph)}</p>`);
    text.push(paragraph, '');
  }
  html.push('</div>');
  const footerLinks = parts.footerLinks ?? [];
  if (parts.footer || footerLinks.length > 0) {
    const anchors = footerLinks.map(
      (link) =>
        `<a href="${escapeHtml(link.href)}" style="color:#4a5565">${escapeHtml(link.label)}</a>`,
    );
    const htmlLines = [...(parts.footer ? [lines(parts.footer)] : []), ...anchors];
    html.push(
      `<p style="max-width:600px;margin:12px auto 0;font-size:12px;color:#4a5565">${htmlLines.join('<br>')}</p>`,
    );
    text.push(
      '--',
      ...(parts.footer ? [parts.footer] : []),
      ...footerLinks.map((link) => `${labelled(link.label, parts.lang)} ${link.href}`),
    );
  }
  html.push('</body></html>');
  return { html: html.join(''), text: text.join('\n').trim() + '\n' };
}
