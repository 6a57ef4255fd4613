import { getTranslations } from 'next-intl/server';
import type { Fact, FactSection } from '@/lib/format/listing-facts';
import { factValueText } from './fact-value';
import { FactListView, type FactRow } from './fact-list-view';
import { FactSectionsView } from './fact-sections-view';

/** A fact's row as its view draws it: label and value translated; `marked`, the fact as data too. */
async function factRows(
  t: Awaited<ReturnType<typeof getTranslations<'Listing'>>>,
  facts: Fact[],
  marked: boolean,
): Promise<FactRow[]> {
  return Promise.all(
    facts.map(async (fact): Promise<FactRow> => {
      const { text, atomic } = await factValueText(fact.value);
      return {
        field: fact.field,
        label: t(`fields.${fact.field}`),
        text,
        ...(atomic ? { atomic: true as const } : {}),
        ...(marked ? { value: String(fact.value.value) } : {}),
      };
    }),
  );
}

/**
 * Facts as a description list, a label and a value per row. `marked` rows carry the fact as data,
 * equal in every language (e2e/one-truth.spec.ts compares them). Translated here, drawn by
 * fact-list-view.tsx from the rows' texts.
 */
export async function FactList({
  facts,
  className,
  rowClassName,
  marked = false,
}: {
  facts: Fact[];
  className?: string;
  rowClassName?: string;
  marked?: boolean;
}) {
  const t = await getTranslations('Listing');
  return (
    <FactListView
      rows={await factRows(t, facts, marked)}
      {...(className ? { className } : {})}
      {...(rowClassName ? { rowClassName } : {})}
    />
  );
}

/**
 * The detail vocabulary, one titled list per section (only sections and facts that have a value),
 * its rows marked. Translated here, drawn by fact-sections-view.tsx: the payload carries the
 * sections' titles and rows, not a tree of sections and lists (issue 32 › 2).
 */
export async function FactSections({ sections }: { sections: FactSection[] }) {
  const t = await getTranslations('Listing');
  return (
    <FactSectionsView
      sections={await Promise.all(
        sections.map(async (section) => ({
          id: section.id,
          title: t(`sections.${section.id}`),
          rows: await factRows(t, section.facts, true),
        })),
      )}
    />
  );
}
