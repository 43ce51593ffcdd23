import { zodResolver } from '@hookform/resolvers/zod';
import type { Consents } from '@tea/shared/accounts/consent.rules';
import { signupSchema, type SignupInput, type SignupValues } from '@tea/shared/accounts/signup.schema';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../shared/api-client';
import { applyServerErrors, VALIDATE_AS_YOU_GO } from '../../../shared/forms';
import { signup, useSignupCompanies } from '../api';
import { companyName, SignupFormStep } from './signup-form-step';

const FIELDS = [
  'companyId',
  'floor',
  'name',
  'loginId',
  'idVerified',
  'password',
  'passwordConfirm',
  'email',
  'mobile',
  'gender',
  'consents.privacyRequired',
  'consents.termsRequired',
] as const;

/**
 * Step 2 of the sign-up with its form (react-hook-form on the shared schema): loaded once the
 * person starts on the consent step, so the public page's first load stays inside its budget. It
 * stays mounted, hidden, while they go back to the consents: nothing typed is lost.
 */
export default function SignupForm({
  consents,
  hidden,
  headingRef,
  onBack,
  onDirty,
  onConsentsRefused,
  onDone,
}: {
  consents: Consents;
  hidden: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  onBack: () => void;
  onDirty: (dirty: boolean) => void;
  /** The server refused a consent: back to step 1. */
  onConsentsRefused: () => void;
  onDone: (done: { company: string; loginId: string }) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const companies = useSignupCompanies();
  const form = useForm<SignupInput, unknown, SignupValues>({
    mode: VALIDATE_AS_YOU_GO,
    resolver: zodResolver(signupSchema),
    defaultValues: {
      name: '',
      loginId: '',
      idVerified: false,
      password: '',
      passwordConfirm: '',
      email: '',
      mobile: '',
      consents,
    },
  });
  const { isDirty } = form.formState;
  useEffect(() => form.setValue('consents', consents), [form, consents]);
  useEffect(() => onDirty(isDirty), [onDirty, isDirty]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signup(values);
      onDone({ company: companyName(companies.data?.find((c) => c.id === values.companyId)), loginId: values.loginId });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LOGIN_ID_TAKEN') form.setValue('idVerified', false);
      setFormError(applyServerErrors(error, form.setError, FIELDS));
      if (error instanceof ApiError && Object.keys(error.fields).some((f) => f.startsWith('consents.'))) onConsentsRefused();
    }
  });

  return (
    <div hidden={hidden}>
      <SignupFormStep form={form} headingRef={headingRef} formError={formError} onBack={onBack} onSubmit={onSubmit} />
    </div>
  );
}
