import { Form, Switch } from 'antd';
import type { TFunction } from 'i18next';
import type { ContestFormValues } from './contest-form';

/** A required text field's rule, its message naming the field. */
export const requiredRule = (t: TFunction, field: string) => [
  { required: true, whitespace: true, message: t('adminContest.required', { field }) },
];

/** A switch of the contest form, with its test id named after the field. */
export function SwitchItem({
  name,
  label,
  help,
}: {
  name: keyof ContestFormValues;
  label: string;
  help?: string;
}) {
  return (
    <Form.Item name={name} label={label} valuePropName="checked" tooltip={help}>
      <Switch data-testid={`contest-${name}`} />
    </Form.Item>
  );
}
