import type { FormsField } from '../../src/content/types';

/** A value each kind of field accepts: for the browser tests and the form service's tests alike. */
export function validValue(field: FormsField): string {
  switch (field.kind) {
    case 'email':
      return 'ada.okafor@gridworks.example';
    case 'tel':
      return '+1 (951) 555-0173';
    case 'textarea':
      return 'We run 14 charging depots and want to cut peak demand charges before next summer.';
    case 'select':
      return field.options[field.options.length - 1]!.value;
    default:
      return `Okafor ${field.name}`;
  }
}
