import { renderMarkdown } from '@/lib/content/markdown';
import type { ArticleText } from '@/lib/content/articles';
import styles from './content.module.css';

/** An article's text: Markdown rendered on the server, raw HTML in it shown as text (never run). */
export function ArticleBody({ text }: { text: Pick<ArticleText, 'body'> }) {
  return (
    <div className={styles.prose} dangerouslySetInnerHTML={{ __html: renderMarkdown(text.body) }} />
  );
}
