import { useTranslation } from 'react-i18next';
import { isLegalDocKey, type LegalDoc } from '../legal-docs';

/** The document's texts in the current language, or null when the key names no document. */
export function useLegalDoc(key: string): LegalDoc | null {
  const { t } = useTranslation('legal');
  if (!isLegalDocKey(key)) return null;
  const doc = t(`docs.${key}`, { returnObjects: true }) as unknown;
  if (typeof doc !== 'object' || doc === null || !Array.isArray((doc as LegalDoc).articles)) return null;
  return doc as LegalDoc;
}
