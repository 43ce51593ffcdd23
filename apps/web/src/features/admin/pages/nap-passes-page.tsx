import { NAP_PASS_PAYMENTS, NAP_PASS_PRODUCTS } from '@tea/shared/reservations/sleeping-room.policy';
import { napPassIssueSchema, type AdminNapPass, type NapPassIssue } from '@tea/shared/reservations/sleeping-room.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { DateText } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { useKrw } from '../../../shared/ui/money';
import { useNapRule } from '../../../shared/nap-rule';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useIssueNapPass, useMemberSearch, useNapPasses } from '../api';
import { AdminPage } from '../components/admin-page';

/** /admin/nap-passes (issue 16, decision 0036): the paid nap-room passes issued, and selling or issuing one to a member. */
export default function NapPassesPage() {
  const { t } = useTranslation(['amenities', 'admin']);
  const krw = useKrw();
  const passes = useNapPasses();
  const rule = useNapRule();
  const [notice, setNotice] = useState<string | null>(null);
  const columns: Column<AdminNapPass>[] = [
    {
      id: 'holder',
      header: t('passes.admin.holder'),
      rowHeader: true,
      cell: (p) => (
        <>
          <span className="block font-semibold">{p.holder.name}</span>
          <span className="text-sm text-muted">{p.holder.loginId}</span>
        </>
      ),
    },
    { id: 'company', header: t('passes.admin.company'), cell: (p) => p.company },
    { id: 'pass', header: t('passes.pass'), cell: (p) => t(`passes.products.${p.product}`) },
    {
      id: 'left',
      header: t('passes.admin.sessions'),
      numeric: true,
      cell: (p) => t('passes.leftOf', { left: p.left, sessions: p.sessions }),
    },
    { id: 'expires', header: t('passes.admin.expiresOn'), cell: (p) => <DateText value={p.expiresOn} /> },
    { id: 'price', header: t('passes.admin.price'), numeric: true, cell: (p) => krw(p.price) },
    { id: 'payment', header: t('passes.admin.payment'), cell: (p) => t(`passes.payments.${p.payment}`) },
    { id: 'issuedBy', header: t('passes.admin.issuedBy'), cell: (p) => p.issuedBy },
  ];
  return (
    <AdminPage title={t('passes.admin.title')} lead={`${t('passes.admin.lead')} ${rule.summary}`}>
      <div className="grid grid-cols-1 gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <div aria-live="polite" className="empty:hidden">
            {notice && <FormAlert tone="success">{notice}</FormAlert>}
          </div>
          <DataTable
            caption={t('passes.admin.caption')}
            minWidth="min-w-[56rem]"
            columns={columns}
            rows={passes.data?.items}
            rowKey={(p) => p.id}
            loading={passes.isFetching}
            error={passes.isError ? t('admin:list.failed') : null}
            empty={t('passes.none')}
          />
        </div>
        <IssueForm onIssued={(name) => setNotice(t('passes.admin.issued', { name }))} />
      </div>
    </AdminPage>
  );
}

function IssueForm({ onIssued }: { onIssued: (name: string) => void }) {
  const { t, i18n } = useTranslation(['amenities', 'admin']);
  const krw = useKrw();
  const issue = useIssueNapPass();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const people = useMemberSearch(q);
  const { field, reset, formError, submit, formState, getValues } = useSchemaForm<NapPassIssue>(napPassIssueSchema, {
    defaultValues: { userId: Number.NaN, product: 'pass5', payment: 'desk' },
  });
  const found = people.data?.items ?? [];
  const onSubmit = submit(async (values) => {
    await issue.mutateAsync(values);
    const person = found.find((p) => p.id === getValues('userId'));
    reset();
    onIssued(person?.name ?? '');
  });
  return (
    <section aria-labelledby="issue-pass-title" className="h-fit rounded-xl border border-line bg-white p-5">
      <h2 id="issue-pass-title" className="text-lg font-bold text-navy-900">
        {t('passes.admin.issue')}
      </h2>
      <form
        role="search"
        className="mt-4 flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(typed.trim());
        }}
      >
        <div className="min-w-0 flex-1">
          <TextField label={t('passes.admin.search')} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary" className="mb-6">
          {t('passes.admin.searchButton')}
        </Button>
      </form>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        <SelectField
          label={t('passes.admin.person')}
          required
          placeholder={t('amenities:nap.choose')}
          hint={q !== '' && !people.isFetching && found.length === 0 ? t('passes.admin.noPeople') : undefined}
          options={found.map((p) => ({
            value: p.id,
            label: `${p.name} (${p.loginId}) · ${(i18n.language === 'ko' ? p.companyNameKo : p.companyNameEn) ?? ''}`,
          }))}
          {...field('userId', { valueAsNumber: true })}
        />
        <RadioGroup
          legend={t('passes.admin.product')}
          required
          options={NAP_PASS_PRODUCTS.map((p) => ({ value: p.id, label: `${t(`passes.products.${p.id}`)} · ${krw(p.price)}` }))}
          {...field('product')}
        />
        <RadioGroup
          legend={t('passes.admin.payment')}
          required
          options={NAP_PASS_PAYMENTS.map((p) => ({ value: p, label: t(`passes.payments.${p}`) }))}
          {...field('payment')}
        />
        <Button type="submit" busy={formState.isSubmitting} className="w-full">
          {t('passes.admin.issue')}
        </Button>
      </form>
    </section>
  );
}
