import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { usePublicTexts } from './public-texts';
import { formatPhone } from '@tp/web-kit/format-phone';

/** The phone field of a family form (ddd-ddd-dddd, formatted as typed); `required` marks it for parents. */
export function PhoneField({ required }: { required: boolean }) {
  const t = usePublicTexts();
  return (
    <Form.Item label={t('phone')} name="phone" required={required} getValueFromEvent={(event: { target: { value: string } }) => formatPhone(event.target.value)}>
      <Input autoComplete="tel" maxLength={12} placeholder="555-123-4567" />
    </Form.Item>
  );
}

/** Address, City, State, Country and Zip, with the browser's autofill names; the form's layout places them. */
export function AddressFields() {
  const t = usePublicTexts();
  return (
    <>
      <Form.Item label={t('address')} name="address"><Input autoComplete="street-address" /></Form.Item>
      <Form.Item label={t('city')} name="city"><Input autoComplete="address-level2" /></Form.Item>
      <Form.Item label={t('state')} name="state"><Input autoComplete="address-level1" /></Form.Item>
      <Form.Item label={t('country')} name="country"><Input autoComplete="country-name" /></Form.Item>
      <Form.Item label={t('zip')} name="zip"><Input autoComplete="postal-code" /></Form.Item>
    </>
  );
}
