import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '@tp/web-kit/api-error';
import { gradeOptions } from '@tp/web-kit/grade';
import { inInterfaceLanguage } from '@tp/web-kit/i18n/spec-messages';
import { ProblemAlert } from '@tp/web-kit/problem-alert';
import { ResendCodeButton } from '@tp/web-kit/resend-code-button';
import { safeRedirectPath } from '@tp/web-kit/safe-redirect';
import { siteOrigin } from '@tp/web-kit/site-origin';
import { useSubmission } from '@tp/web-kit/use-submission';
import { Alert } from '@tp/web-kit/ui/alert';
import { Button } from '@tp/web-kit/ui/button';
import { Card } from '@tp/web-kit/ui/card';
import { Form } from '@tp/web-kit/ui/form';
import { Input } from '@tp/web-kit/ui/input';
import { message } from '@tp/web-kit/ui/message';
import { Select } from '@tp/web-kit/ui/select';
import { AddressFields, PhoneField } from '../../../components/contact-fields';
import { CodeInput } from '../../../components/code-input';
import { registerFamily, validateParentCode } from '../api/sign-up';
import { signInAfterSignUp, useRedirectAfterSignUp } from '../hooks/use-redirect-after-sign-up';
import { registerFamilyBody, signUpProblem, type SignUpForm } from '../utils/sign-up-rules';
import { usePublicTexts } from '../../../components/public-texts';
import './register-page.css';

const EMPTY: SignUpForm = {
  code: '', parentEmail: '', parentName: '', phone: '', address: '', city: '', state: '', country: '', zip: '',
  parentPassword: '', parentConfirm: '', studentName: '', studentEmail: '', school: '', grade: undefined,
  studentPassword: '', studentConfirm: '',
};

/**
 * /register: family sign-up. The parent's e-mail gets a code; once the code is entered it is checked, and a
 * parent who already has an account sees their details filled in and signs up another child without a password.
 */
export function RegisterPage() {
  const t = usePublicTexts();
  const { search } = useLocation();
  const wanted = new URLSearchParams(search).get('redirect');
  // Carried on to /login: only a page of this site, as the browser reads it.
  const redirect = wanted ? safeRedirectPath(wanted, siteOrigin()) : null;
  const [form] = Form.useForm<SignUpForm>();
  const parentEmail = Form.useWatch('parentEmail', form) ?? '';
  const { busy, problem, setProblem, submit: send } = useSubmission();
  const [notice, setNotice] = useState<string>();
  const [parentHasAccount, setParentHasAccount] = useState(false);
  const [registered, setRegistered] = useState(false);

  useRedirectAfterSignUp(registered, redirect);

  /** A code typed in is checked at once, so an existing parent's details can be filled in. */
  const checkCode = async () => {
    const { parentEmail: email, code } = form.getFieldsValue(['parentEmail', 'code']) as SignUpForm;
    if (!email?.trim() || !/^\d+$/.test(code?.trim() ?? '')) return;
    try {
      const prefill = await validateParentCode(email.trim().toLowerCase(), Number(code.trim()));
      setProblem(undefined);
      setParentHasAccount(!!prefill);
      if (prefill) {
        form.setFieldsValue({ parentName: prefill.name, phone: prefill.phone, address: prefill.address, city: prefill.city, state: prefill.state, country: prefill.country, zip: prefill.zip });
        setNotice(t('welcomeBack'));
      } else setNotice(inInterfaceLanguage('Email is validated'));
    } catch (failure) {
      setNotice(undefined);
      setProblem(errorMessage(failure));
    }
  };

  const submit = async () => {
    const values = { ...EMPTY, ...form.getFieldsValue(true) } as SignUpForm;
    await send(
      async () => {
        message.success(await registerFamily(registerFamilyBody(values, parentHasAccount)));
        setRegistered(true);
      },
      // A sign-up the server refuses is said in an error toast too.
      { check: () => signUpProblem(values, parentHasAccount), onFailure: (text) => message.error(text) },
    );
  };

  return (
    <div className="tp-register">
      <h1>{t('register')}</h1>
      <p>
        {t('registerIntro')} <Link to={signInAfterSignUp(redirect)}>{t('signIn')}</Link>
      </p>
      <ProblemAlert problem={problem} />
      {registered ? <Alert type="success" showIcon role="status" title={inInterfaceLanguage('Register successfully')} className="tp-register-alert" /> : null}
      <Form<SignUpForm> form={form} layout="vertical" initialValues={EMPTY} onFinish={submit} disabled={busy || registered}>
        <Card title={<h2 className="tp-register-section">{t('parent')}</h2>} className="tp-register-card">
          <Form.Item label={t('parentEmail')} required>
            <div className="tp-register-code-row">
              <Form.Item name="parentEmail" noStyle>
                <Input inputMode="email" autoComplete="email" aria-label={t('parentEmail')} onChange={() => setParentHasAccount(false)} />
              </Form.Item>
              <ResendCodeButton email={parentEmail} purpose="sign-up" onSent={setNotice} onError={(failure) => setProblem(errorMessage(failure))} />
            </div>
          </Form.Item>
          <Form.Item label={t('code')} name="code" required extra={notice}>
            <CodeInput onBlur={checkCode} />
          </Form.Item>
          <Form.Item label={t('parentName')} name="parentName" required>
            <Input autoComplete="name" />
          </Form.Item>
          <PhoneField required />
          <div className="tp-register-grid">
            <AddressFields />
          </div>
          {parentHasAccount ? null : (
            <div className="tp-register-grid">
              <Form.Item label={t('parentPassword')} name="parentPassword" required><Input.Password autoComplete="new-password" /></Form.Item>
              <Form.Item label={t('confirmParentPassword')} name="parentConfirm" required><Input.Password autoComplete="new-password" /></Form.Item>
            </div>
          )}
        </Card>
        <Card title={<h2 className="tp-register-section">{t('student')}</h2>} className="tp-register-card">
          <Form.Item label={t('studentName')} name="studentName" required><Input /></Form.Item>
          <Form.Item label={t('studentEmail')} name="studentEmail" required><Input inputMode="email" /></Form.Item>
          <div className="tp-register-grid">
            <Form.Item label={t('school')} name="school" required><Input /></Form.Item>
            <Form.Item label={t('grade')} name="grade" required>
              <Select options={gradeOptions()} placeholder={t('selectGrade')} aria-label={t('grade')} />
            </Form.Item>
          </div>
          <div className="tp-register-grid">
            <Form.Item label={t('studentPassword')} name="studentPassword" required><Input.Password autoComplete="new-password" /></Form.Item>
            <Form.Item label={t('confirmStudentPassword')} name="studentConfirm" required><Input.Password autoComplete="new-password" /></Form.Item>
          </div>
        </Card>
        <Button type="primary" htmlType="submit" size="large" loading={busy}>
          {t('register')}
        </Button>
      </Form>
    </div>
  );
}
