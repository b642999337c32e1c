import { Form, Switch } from 'antd';

/** A yes/no field of the problem form, with its explanation in the label's tooltip. */
export function SwitchItem({ name, label, hint }: { name: string; label: string; hint: string }) {
  return (
    <Form.Item name={name} label={label} valuePropName="checked" tooltip={hint}>
      <Switch />
    </Form.Item>
  );
}
