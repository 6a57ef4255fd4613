import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const MESSAGES = { en, nl, fr, de };

/*
 * A control whose accessible name does not contain the words it shows fails WCAG 2.5.3 (label in
 * name): a voice-control user says what they see. The heart of a detail page's contact bar shows
 * `Listing.contactBar.favourite` and the detail page's own button `Favourites.toggle.label`; both
 * are named by `Favourites.toggle.name` (Lighthouse found "Garder" named "Ajouter aux favoris : …").
 */
describe('visible labels are part of their controls’ names', () => {
  for (const [locale, messages] of Object.entries(MESSAGES)) {
    it(`the favourite buttons in ${locale}`, () => {
      const name = messages.Favourites.toggle.name.replace('{title}', 'Villa').toLowerCase();
      for (const shown of [messages.Listing.contactBar.favourite, messages.Favourites.toggle.label])
        expect(name, `"${shown}" in "${name}"`).toContain(shown.toLowerCase());
    });
  }
});
