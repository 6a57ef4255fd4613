import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

type Tree = { [key: string]: string | Tree };

const DICTIONARIES: Record<string, Tree> = { en, nl, fr, de };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else flatten(value, path).forEach((text, nested) => entries.set(nested, text));
  }
  return entries;
}

/** The arguments a message uses, read with the ICU parser (so plural branches are not arguments). */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (
        'value' in element &&
        typeof element.value === 'string' &&
        element.type !== TYPE.literal
      ) {
        names.add(element.value);
      }
      if ('options' in element)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(text));
  return [...names].sort();
}

const english = flatten(en);

describe.each(Object.keys(DICTIONARIES))('the %s messages', (locale) => {
  const messages = flatten(DICTIONARIES[locale]!);

  it('have every key the English messages have, and no other', () => {
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty text', () => {
    const empty = [...messages].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use the same placeholders as the English text', () => {
    const mismatched = [...english]
      .filter(
        ([key, text]) =>
          JSON.stringify(placeholders(text)) !==
          JSON.stringify(placeholders(messages.get(key) ?? '')),
      )
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

describe('translations', () => {
  it('are not left in English in the other languages (texts longer than a word)', () => {
    for (const locale of ['nl', 'fr', 'de']) {
      const messages = flatten(DICTIONARIES[locale]!);
      const untranslated = [...english]
        .filter(
          ([key, text]) =>
            text.includes(' ') && messages.get(key) === text && !/^[\d\s©{}.,:·–-]*$/.test(text),
        )
        .map(([key]) => key);
      expect(untranslated, locale).toEqual([]);
    }
  });
});
