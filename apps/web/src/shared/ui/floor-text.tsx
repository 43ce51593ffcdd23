import { normalizeLang } from '@tea/i18n';
import { formatFloor } from '@tea/shared/format';
import { useTranslation } from 'react-i18next';

/** The one way to write a floor (`12층` / `12F`, basements `B2`), for option labels and text. */
export function useFloorFormat(): (floor: number) => string {
  const { i18n } = useTranslation();
  const lang = normalizeLang(i18n.language);
  return (floor) => formatFloor(floor, lang);
}

export function FloorText({ floor }: { floor: number }) {
  return <>{useFloorFormat()(floor)}</>;
}
