/**
 * Saving what one person edited without undoing another's. The API keeps no versions, so a form
 * remembers what it opened with, sends only the fields its author changed, and reads the record
 * again just before saving: a field someone else changed meanwhile, to another value than this
 * author's, is a conflict to show rather than overwrite.
 */
type Value = string | number;

export interface FieldConflict<Field extends string> {
  field: Field;
  theirs: Value;
  yours: Value;
}

/** The fields whose value in `edited` differs from the one the form opened with. */
export function changedFields<Field extends string>(
  fields: readonly Field[],
  opened: Record<Field, Value>,
  edited: Record<Field, Value>,
): Field[] {
  return fields.filter((field) => edited[field] !== opened[field]);
}

/** The changed fields that someone else changed too, to another value, as they are now. */
export function fieldConflicts<Field extends string>(
  fields: readonly Field[],
  opened: Record<Field, Value>,
  edited: Record<Field, Value>,
  current: Record<Field, Value>,
): FieldConflict<Field>[] {
  return changedFields(fields, opened, edited)
    .filter((field) => current[field] !== opened[field] && current[field] !== edited[field])
    .map((field) => ({ field, theirs: current[field], yours: edited[field] }));
}
