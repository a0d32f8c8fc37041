import { microsToTimestamp, type Micros } from './clock';
import type { FieldTransform } from './decode-write';
import { getAt, setAt } from './field-path';
import {
  arrayValues,
  compareValues,
  numberOf,
  valuesEqual,
  type PlainFields,
  type PlainValue,
} from './values';

function increment(previous: PlainValue | undefined, operand: PlainValue): PlainValue {
  const base = numberOf(previous);
  const delta = numberOf(operand) ?? 0;
  // A missing or non-numeric field is replaced by the operand, as in Firestore.
  if (previous === undefined || base === undefined) return operand;
  if ('integer_value' in previous && 'integer_value' in operand)
    return { integer_value: base + delta };
  return { double_value: base + delta };
}

function extremum(previous: PlainValue | undefined, operand: PlainValue, sign: 1 | -1): PlainValue {
  if (numberOf(previous) === undefined || previous === undefined) return operand;
  return compareValues(operand, previous) * sign > 0 ? operand : previous;
}

function compute(previous: PlainValue | undefined, transform: FieldTransform, at: Micros) {
  switch (transform.kind) {
    case 'serverTimestamp':
      return { timestamp_value: microsToTimestamp(at) };
    case 'increment':
      return increment(previous, transform.operand);
    case 'maximum':
      return extremum(previous, transform.operand, 1);
    case 'minimum':
      return extremum(previous, transform.operand, -1);
    case 'arrayUnion': {
      // A missing or non-array field starts from an empty array.
      const values = [...arrayValues(previous)];
      for (const element of transform.elements)
        if (!values.some((value) => valuesEqual(value, element))) values.push(element);
      return { array_value: { values } };
    }
    case 'arrayRemove': {
      const values = arrayValues(previous).filter(
        (value) => !transform.elements.some((element) => valuesEqual(value, element)),
      );
      return { array_value: { values } };
    }
  }
}

/** Applies every transform in order (each sees the previous ones) and returns their results. */
export function applyTransforms(
  fields: PlainFields,
  transforms: readonly FieldTransform[],
  at: Micros,
): PlainValue[] {
  return transforms.map((transform) => {
    const result: PlainValue = compute(getAt(fields, transform.path), transform, at);
    setAt(fields, transform.path, result);
    return result;
  });
}
