import type { PassState } from '@tea/shared/visitors/visit.rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../shared/ui/language-switch';
import { Logo } from '../../../shared/ui/logo';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { PASS_TONES } from './visit-status';

/**
 * The pass and the desk's page have no site header: the wordmark and the language switch, then the
 * page at a phone's width under its title (`titled={false}` when the content brings its own h1).
 */
export function PassFrame({ title, titled = true, children }: { title: string; titled?: boolean; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="min-h-screen bg-navy-50">
      <div className="border-b border-line bg-white">
        <div className="mx-auto flex h-14 max-w-lg items-center justify-between gap-3 px-4">
          <Logo />
          <LanguageSwitch />
        </div>
      </div>
      <div className="mx-auto max-w-lg px-4 pt-6 pb-12">
        {titled && <h1 className="text-2xl font-bold text-navy-900">{title}</h1>}
        {children}
      </div>
    </div>
  );
}

const BANNER = {
  good: 'border-[#1f7a4d]/40 bg-[#eef8f2] text-[#17603c]',
  warn: 'border-[#b7791f]/40 bg-[#fff6e5] text-[#7a4b00]',
  bad: 'border-danger/40 bg-[#fdf1f0] text-danger',
  muted: 'border-dashed border-[#9ca3af] bg-[#f3f4f6] text-[#374151]',
  neutral: 'border-line bg-white text-navy-900',
} as const;

/** A pass's state in large words and what it means (valid, not yet open, expired, checked in, pending, rejected, cancelled). */
export function PassStateBanner({ state, children }: { state: PassState; children?: ReactNode }) {
  const { t } = useTranslation('visitors');
  return (
    <div role="status" className={`mt-5 rounded-2xl border-2 px-5 py-4 ${BANNER[PASS_TONES[state]]}`}>
      <p className="text-2xl font-extrabold">{t(`pass.states.${state}`)}</p>
      <p className="mt-1 text-[15px]">{t(`pass.explain.${state}`)}</p>
      {children}
    </div>
  );
}
