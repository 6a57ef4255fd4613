import MarkdownIt from 'markdown-it';

/**
 * Article Markdown to HTML, safely: raw HTML in the source is shown as text, never injected
 * (`html: false`), and links may only be http(s), mailto:, tel: or site-relative — markdown-it's
 * own check already refuses javascript:, vbscript:, file: and most data: URLs; this narrows it further.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

// links to other sites open as links do (same tab) but tell nothing of the page they come from
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const href = String(tokens[index]!.attrGet('href') ?? '');
  if (/^https?:\/\//i.test(href)) tokens[index]!.attrSet('rel', 'noopener noreferrer');
  return defaultLinkOpen(tokens, index, options, env, self);
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
