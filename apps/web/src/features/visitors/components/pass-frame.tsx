import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../shared/ui/language-switch';
import { Logo } from '../../../shared/ui/logo';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';

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
