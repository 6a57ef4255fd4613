/** The French texts of the ALTCHA widget ship without a type declaration. */
declare module 'altcha/i18n/fr-fr';
