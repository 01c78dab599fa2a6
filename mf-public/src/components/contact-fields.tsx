import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { formatPhone } from '@tp/web-kit/format-phone';

/** The phone field of a family form (ddd-ddd-dddd, formatted as typed); `required` marks it for parents. */
export function PhoneField({ required }: { required: boolean }) {
  return (
    <Form.Item label="Phone" name="phone" required={required} getValueFromEvent={(event: { target: { value: string } }) => formatPhone(event.target.value)}>
      <Input autoComplete="tel" maxLength={12} placeholder="555-123-4567" />
    </Form.Item>
  );
}

/** Address, City, State, Country and Zip, with the browser's autofill names; the form's layout places them. */
export function AddressFields() {
  return (
    <>
      <Form.Item label="Address" name="address"><Input autoComplete="street-address" /></Form.Item>
      <Form.Item label="City" name="city"><Input autoComplete="address-level2" /></Form.Item>
      <Form.Item label="State" name="state"><Input autoComplete="address-level1" /></Form.Item>
      <Form.Item label="Country" name="country"><Input autoComplete="country-name" /></Form.Item>
      <Form.Item label="Zip" name="zip"><Input autoComplete="postal-code" /></Form.Item>
    </>
  );
}
