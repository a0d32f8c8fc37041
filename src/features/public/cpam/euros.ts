const format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** Tariffs always show their cents: « 51,30 € ». */
export const tariffEuros = (amount: number) => format.format(amount);
export const percentText = (fraction: number) => `+${Math.round(fraction * 100)} %`;
