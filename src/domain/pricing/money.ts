const whole = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** « 199 € », « 29,90 € », « 1 234,50 € »: cents only when there are some. */
export function formatEuros(amount: number): string {
  return (Number.isInteger(amount) ? whole : withCents).format(amount);
}

/** Rounds to the cent, so 3 × 29.9 reads 89.7 and not 89.69999999999999. */
export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
