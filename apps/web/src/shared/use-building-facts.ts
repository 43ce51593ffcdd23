import { normalizeLang } from '@tea/i18n';
import { buildingTextParams } from '@tea/shared/building/floor-plan';
import { useTranslation } from 'react-i18next';

/**
 * The building's places, floors and hours for the texts that name them (`{{napRoom}}`, `{{mallFloors}}`, …),
 * in the page's language: written once in the shared floor plan and amenity facts, never in a text.
 */
export function useBuildingFacts() {
  const { i18n } = useTranslation();
  return buildingTextParams(normalizeLang(i18n.language));
}
