import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isOpenForRegistration } from '@tp/contracts/class-listing';
import { errorMessage } from '@tp/web-kit/api-error';
import { announceCartChanged } from '@tp/web-kit/cart-events';
import { Button } from '@tp/web-kit/ui/button';
import { Flex } from '@tp/web-kit/ui/flex';
import { message } from '@tp/web-kit/ui/message';
import { Radio } from '@tp/web-kit/ui/radio';
import { Tag } from '@tp/web-kit/ui/tag';
import { registerClass } from '../api/class-register';
import { useRegisterTexts } from '../register-texts';
import { availablePlans, registrationStatus, type RegistrationFlags } from '../utils/registration-status';

interface RegistrationPanelProps {
  classInfo: { _id: string; name: string; monthlyPrice: number | null; yearlyPrice: number | null; isPublish: number };
  student: { id: string; name: string };
  state: RegistrationFlags;
  onChanged: () => void;
}

/** Dark text on a pale ground: antd's preset tag colours fall short of the WCAG AA contrast ratio. */
const BADGE_STYLE = {
  registered: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  pendingPayment: { color: '#613400', background: '#fffbe6', borderColor: '#ffe58f' },
  inCart: { color: '#002c8c', background: '#e6f4ff', borderColor: '#91caff' },
  open: {},
} as const;

/** One student's badge and action in the class: plan + Add to cart, MAKE PAYMENT, or a disabled Enrolled. */
export function RegistrationPanel({ classInfo, student, state, onChanged }: RegistrationPanelProps) {
  const t = useRegisterTexts();
  const navigate = useNavigate();
  const plans = availablePlans(classInfo);
  const [durationType, setDurationType] = useState<1 | 2 | undefined>(plans[0]?.durationType);
  const [busy, setBusy] = useState(false);
  const status = registrationStatus(state);
  const closed = status === 'open' && !isOpenForRegistration(classInfo);

  const addToCart = async () => {
    const plan = plans.find((p) => p.durationType === durationType);
    if (!plan) return;
    setBusy(true);
    try {
      await registerClass({ classId: classInfo._id, userId: student.id, durationType: plan.durationType, className: classInfo.name, studentName: student.name, price: plan.price });
      // One call does both of the spec's steps: the class gets the family's interest (the teacher's interest list)
      // and the cart gets the entry, so both of its messages show.
      void message.success('Interest success');
      void message.success('Added to cart successfully');
      announceCartChanged();
      onChanged();
    } catch (failure) {
      void message.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={12} className="tp-register-panel">
      {status !== 'open' ? (
        <div>
          <Tag style={BADGE_STYLE[status]}>{t(status)}</Tag>
        </div>
      ) : null}
      {closed ? <span>{t('notOpen')}</span> : null}
      {status === 'open' && !closed && plans.length > 0 ? (
        <Radio.Group
          aria-label={t('planFor', { name: student.name })}
          value={durationType}
          onChange={(event) => setDurationType(event.target.value as 1 | 2)}
          options={plans.map((plan) => ({ value: plan.durationType, label: t('planLabel', { plan: t(plan.durationType === 2 ? 'oneYear' : 'oneMonth'), price: plan.price.toFixed(2) }) }))}
        />
      ) : null}
      {status === 'open' && !closed && plans.length === 0 ? <span>{t('noPlan')}</span> : null}
      <div>
        {status === 'open' && !closed ? (
          <Button type="primary" loading={busy} disabled={!durationType} onClick={() => void addToCart()}>
            {t('addToCart')}
          </Button>
        ) : null}
        {status === 'inCart' ? (
          <Button type="primary" onClick={() => navigate('/cart')}>
            {t('makePayment')}
          </Button>
        ) : null}
        {status === 'registered' ? <Button disabled>{t('enrolled')}</Button> : null}
      </div>
    </Flex>
  );
}
