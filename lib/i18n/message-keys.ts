import type { Messages } from 'next-intl';
import en from '@/messages/en.json';

/*
 * Message keys the compiler checks (the catalogue's type is the English one, lib/i18n/types.d.ts),
 * and guards for keys that only data knows at run time (a picture's scene, a fact's value, a
 * request's kind). Every language has the same keys as English (tests/messages.test.ts), so a
 * guard that looks in the English catalogue holds for all four.
 */

type PageTexts = Messages['Pages'];
type ValueTexts = Messages['Listing']['values'];

/** A page of the `Pages` catalogue with a title and a description of its own (`forSale`, `aboutUs`). */
export type PageKey = {
  [Key in keyof PageTexts]: PageTexts[Key] extends { title: string; description: string }
    ? Key
    : never;
}[keyof PageTexts];

/** A label of a listing's fact (`Listing.fields.bedrooms`). */
export type FieldKey = keyof Messages['Listing']['fields'];

/** What a picture shows (`Listing.scenes.living`). */
export type SceneKey = keyof Messages['Listing']['scenes'];

/** A value of a choice fact, under its group (`Listing.values.condition.good`). */
export type ValueKey = {
  [Group in keyof ValueTexts]: ValueTexts[Group] extends string
    ? never
    : `${Group}.${Extract<keyof ValueTexts[Group], string>}`;
}[keyof ValueTexts];

/** What is wrong with a field of the cost calculator (`Costs.errors.price`). */
export type CostErrorKey = keyof Messages['Costs']['errors'];

/** The name of a kind of request (`Mail.flows.visit`). */
export type FlowNameKey = keyof Messages['Mail']['flows'];

function hasText(group: object, key: string): boolean {
  return Object.hasOwn(group, key);
}

export function isSceneKey(scene: string): scene is SceneKey {
  return hasText(en.Listing.scenes, scene);
}

export function isValueKey(key: string): key is ValueKey {
  const [group, value, ...rest] = key.split('.');
  const texts = Object.entries(en.Listing.values).find(([name]) => name === group)?.[1];
  return (
    rest.length === 0 && value !== undefined && typeof texts === 'object' && hasText(texts, value)
  );
}

export function isCostErrorKey(key: string): key is CostErrorKey {
  return hasText(en.Costs.errors, key);
}

export function isFlowNameKey(kind: string): kind is FlowNameKey {
  return hasText(en.Mail.flows, kind);
}

/** A picture's scene in the page's language; a scene the catalogue does not know is shown as written. */
export function sceneText(translate: (key: `scenes.${SceneKey}`) => string, scene: string): string {
  return isSceneKey(scene) ? translate(`scenes.${scene}`) : scene;
}
