import type { ComponentType } from 'react';
import type { FieldType } from '../../forms/definition.ts';
import { DateField } from './date/DateField.tsx';
import { BooleanField, CheckboxGroupField, RadioField } from './fields/ChoiceFields.tsx';
import type { FieldProps } from './fields/field-props.ts';
import { SelectField } from './fields/SelectField.tsx';
import { TextField } from './fields/TextField.tsx';

/** One component per provider field type. */
const COMPONENTS: Readonly<Record<FieldType, ComponentType<FieldProps>>> = {
  text: TextField,
  email: TextField,
  textarea: TextField,
  phonenumber: TextField,
  number: TextField,
  select: SelectField,
  radio: RadioField,
  checkbox: CheckboxGroupField,
  booleancheckbox: BooleanField,
  date: DateField,
};

export function FormFieldView(props: FieldProps) {
  const Component = COMPONENTS[props.field.fieldType as FieldType];
  return <Component {...props} />;
}
