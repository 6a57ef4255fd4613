import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { favouriteTexts, TITLE_SLOT } from '@/lib/favourites/texts';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const MESSAGES = { en, nl, fr, de };
const TITLE = 'Villa « Les Tilleuls » {4 ch.} & jardin';

describe('favouriteTexts', () => {
  for (const locale of ['en', 'nl', 'fr', 'de'] as const) {
    const messages = MESSAGES[locale];
    it(`gives a heart in ${locale} the very texts the messages give its title`, () => {
      const t = createTranslator({ locale, messages, namespace: 'Favourites.toggle' });
      const templates = {
        name: t('name', { title: TITLE_SLOT }),
        added: t('added', { title: TITLE_SLOT }),
        removed: t('removed', { title: TITLE_SLOT }),
        full: t('full', { max: 50 }),
      };
      expect(favouriteTexts(templates, TITLE)).toEqual({
        name: t('name', { title: TITLE }),
        added: t('added', { title: TITLE }),
        removed: t('removed', { title: TITLE }),
        full: t('full', { max: 50 }),
      });
    });
  }
});
