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
  'startDate',
  'endDate',
  'endBeforeStart',
  'valuationGoal',
  'slot',
  'slotFull',
  'goal',
  'typesRequired',
  'zonesRequired',
  'zone',
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
  'questionRequired',
  'questionWrong',
  'questionNew',
  'invalid',
  'passwordShort',
  'passwordMismatch',
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
  message: 500,
  name: 80,
  text: 2000,
  login: 254,
  password: 200,
  confirmation: 200,
};

/** The question's fields, asked instead of the captcha without JavaScript (lib/forms/question.ts). */
export const QUESTION_TOKEN_FIELD = 'questionToken';
export const QUESTION_ANSWER_FIELD = 'questionAnswer';
