/**
 * A plausible French social security number (NIR): sex, birth year and month, département, commune, order
 * number, then the key 97 − (number mod 97). Fictitious but well-formed, so validators in later features accept it.
 */
export function secuNumber(
  sex: 1 | 2,
  birthDate: string,
  department: string,
  commune: number,
  order: number,
): string {
  const [year = '0000', month = '01'] = birthDate.split('-');
  const body = `${sex}${year.slice(2)}${month}${department}${pad(commune)}${pad(order)}`;
  const key = 97 - (Number(body) % 97);
  return `${body}${String(key).padStart(2, '0')}`;
}

const pad = (value: number) => String(value % 1000).padStart(3, '0');

/** « 2 48 03 69 123 456 78 », as printed on the carte Vitale. */
export function formatSecuNumber(nir: string): string {
  const parts = [1, 2, 2, 2, 3, 3, 2];
  let offset = 0;
  return parts
    .map((length) => {
      const part = nir.slice(offset, offset + length);
      offset += length;
      return part;
    })
    .join(' ');
}
