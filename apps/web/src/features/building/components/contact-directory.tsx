import type { Lang } from '@tea/i18n';
import { useTranslation } from 'react-i18next';
import { ColumnHeaders } from '../../../shared/ui/column-headers';
import type { Contact } from '../api';
import { byLang } from './use-lang';

interface ContactGroup {
  category: string;
  items: Contact[];
}

/** Contacts grouped by category, in the order the API lists them. */
function groupContacts(contacts: Contact[], lang: Lang): ContactGroup[] {
  const groups = new Map<string, ContactGroup>();
  for (const contact of contacts) {
    const category = byLang(lang, contact.categoryKo, contact.categoryEn);
    const group = groups.get(category) ?? { category, items: [] };
    group.items.push(contact);
    groups.set(category, group);
  }
  return [...groups.values()];
}

function PhoneLink({ contact, lang }: { contact: Contact; lang: Lang }) {
  const { t } = useTranslation('building');
  const name = byLang(lang, contact.nameKo, contact.nameEn);
  return (
    <a
      href={`tel:${contact.phone}`}
      aria-label={t('contacts.call', { name, phone: contact.phone })}
      className="inline-flex items-center gap-1.5 font-semibold whitespace-nowrap text-navy-700 underline-offset-4 hover:underline"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
        <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
      </svg>
      {contact.phone}
    </a>
  );
}

/** The directory: a table on wide screens, cards on phones. */
export function ContactDirectory({ contacts, lang }: { contacts: Contact[]; lang: Lang }) {
  const { t } = useTranslation('building');
  const groups = groupContacts(contacts, lang);
  return (
    <>
      <table className="hidden w-full overflow-hidden rounded-xl border border-line bg-white text-left lg:table">
        <caption className="sr-only">{t('contacts.tableCaption')}</caption>
        <thead className="bg-navy-900 text-sm text-white">
          <tr>
            <ColumnHeaders
              labels={[t('contacts.columns.department'), t('contacts.columns.phone'), t('contacts.columns.hours')]}
              className="px-5 py-3 font-semibold"
            />
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.category} className="border-t border-line">
            <tr className="bg-navy-50">
              <th scope="colgroup" colSpan={3} className="px-5 py-2 text-sm font-bold text-navy-900">
                {group.category}
              </th>
            </tr>
            {group.items.map((contact) => (
              <tr key={contact.slug} className="border-t border-line">
                <th scope="row" className="px-5 py-3 font-medium text-ink">
                  {byLang(lang, contact.nameKo, contact.nameEn)}
                </th>
                <td className="px-5 py-3">
                  <PhoneLink contact={contact} lang={lang} />
                </td>
                <td className="px-5 py-3 text-muted">{byLang(lang, contact.hoursKo, contact.hoursEn)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      <div className="space-y-6 lg:hidden">
        {groups.map((group) => (
          <section key={group.category}>
            <h3 className="mb-2 text-base font-bold text-navy-900">{group.category}</h3>
            <ul className="space-y-2">
              {group.items.map((contact) => (
                <li key={contact.slug} className="rounded-xl border border-line bg-white p-4">
                  <p className="font-semibold text-ink">{byLang(lang, contact.nameKo, contact.nameEn)}</p>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
                    <PhoneLink contact={contact} lang={lang} />
                    <span className="text-muted">{byLang(lang, contact.hoursKo, contact.hoursEn)}</span>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
