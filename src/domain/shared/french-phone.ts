/** A French phone number as typed: 10 digits starting with 0, or +33 and 9 digits; spaces, dots and dashes allowed. */
export const FRENCH_PHONE = /^(?:0|\+33 ?)[1-9](?:[ .-]?\d{2}){4}$/;
