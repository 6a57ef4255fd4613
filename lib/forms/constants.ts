/**
 * What client components need to know about the forms without loading zod: the error message
 * keys and the length limits.
 */
export const ERROR_KEYS = [
  'required',
  'tooLong',
  'tooShort',
  'email',
  'phone',
  'title',
  'number',
  'amount',
  'date',
  'dateInPast',
  'dateTooFar',
  'slot',
  'slotFull',
  'goal',
  'typesRequired',
  'zonesRequired',
  'priceRange',
  'postcode',
  'address',
  'propertyType',
  'friendEmail',
  'friendEmailRequired',
  'accept',
  'consent',
  'captcha',
  'captchaInvalid',
  'invalid',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

/** The longest value each text field takes (the schemas' limits; forms set them as maxlength too). */
export const FIELD_MAX: Record<string, number> = {
  firstName: 80,
  lastName: 80,
  email: 254,
  phone: 30,
  remark: 2000,
  street: 120,
  houseNumber: 12,
  postcode: 8,
  city: 80,
  amount: 20,
  conditions: 2000,
  priceMin: 12,
  priceMax: 12,
  senderName: 80,
  senderEmail: 254,
  friendEmail: 254,
  message: 1000,
  name: 80,
  text: 2000,
};
