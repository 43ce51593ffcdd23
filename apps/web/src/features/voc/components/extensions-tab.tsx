import type { ExtensionGroup } from '@tea/shared/voc/extension.rules';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../shared/ui/link-button';
import { ExtensionList } from './extension-list';
import { ExtensionRules } from './extension-rules';

const FORMS = { lights: '/request-for-light-out', hvac: '/request-for-heating-and-cooling' } as const;

/**
 * The lights-out and heating/cooling tabs of /voc-home: the office hours and deadline rules, the way
 * to the request form, and the person's requests of that kind with cancelling.
 */
export function ExtensionsTab({ kind }: { kind: ExtensionGroup }) {
  const { t } = useTranslation('extensions');
  return (
    <div className="space-y-6">
      <ExtensionRules />
      <LinkButton to={FORMS[kind]}>{t(`open.${kind}`)}</LinkButton>
      <ExtensionList caption={t('list.caption')} group={kind} />
    </div>
  );
}
