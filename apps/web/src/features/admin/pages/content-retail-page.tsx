import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { FloorText } from '../../../shared/ui/floor-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { StatusChip } from '../../../shared/ui/status-chip';
import { RetailTenantDialog } from '../components/retail-tenant-form';
import { SectionTabsShell } from '../components/section-tabs-shell';
import {
  useDeleteRetailTenant,
  useOfficeRetailTenants,
  useOrderRetailTenants,
  usePublishRetailTenant,
  type AdminRetailTenant,
} from '../retail-api';

/**
 * /admin/content/retail: the retail mall's tenants in the mall's order (by floor, then the office's
 * order), drafts too, with what lacks English flagged; add and edit (Korean and English side by
 * side), publish or take down, move a tenant up or down its floor, delete one.
 */
export default function ContentRetailPage() {
  const { t } = useTranslation(['retail', 'admin']);
  const tenants = useOfficeRetailTenants();
  const publish = usePublishRetailTenant();
  const order = useOrderRetailTenants();
  const remove = useDeleteRetailTenant();
  const [removing, setRemoving] = useState<AdminRetailTenant | null>(null);
  const [editing, setEditing] = useState<AdminRetailTenant | null>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = tenants.data;

  /** Swaps a tenant with its neighbour on the same floor (-1 up, +1 down). */
  const move = (tenant: AdminRetailTenant, by: -1 | 1) => {
    const floor = (rows ?? []).filter((r) => r.floor === tenant.floor).map((r) => r.id);
    const at = floor.indexOf(tenant.id);
    const other = at + by;
    if (other < 0 || other >= floor.length) return;
    [floor[at], floor[other]] = [floor[other]!, floor[at]!];
    order.mutate(floor, { onSuccess: () => setNotice(t('admin.moved', { name: tenant.nameKo })) });
  };
  const onFloor = (tenant: AdminRetailTenant) => (rows ?? []).filter((r) => r.floor === tenant.floor);

  const columns: Column<AdminRetailTenant>[] = [
    {
      id: 'name',
      header: t('admin.name'),
      rowHeader: true,
      card: 'title',
      cell: (r) => (
        <div>
          <span className="font-semibold text-navy-900" lang="ko">
            {r.nameKo}
          </span>
          <span className="block text-sm text-muted" lang="en">
            {r.nameEn ?? '—'}
          </span>
          {r.missingEnglish.length > 0 && (
            <span className="mt-1 inline-block">
              <StatusChip tone="warn">
                {t('admin.missingEnglish', { what: r.missingEnglish.map((m) => t(`admin.texts.${m}`)).join(', ') })}
              </StatusChip>
            </span>
          )}
        </div>
      ),
    },
    { id: 'floor', header: t('admin.floor'), cell: (r) => <FloorText floor={r.floor} /> },
    { id: 'category', header: t('admin.category'), cell: (r) => t(`categories.${r.category}`) },
    { id: 'phone', header: t('admin.phone'), className: 'whitespace-nowrap tabular-nums', cell: (r) => r.phone },
    {
      id: 'status',
      header: t('admin.status'),
      card: 'aside',
      cell: (r) => (
        <StatusChip tone={r.published ? 'good' : 'muted'}>{r.published ? t('admin.published') : t('admin.draft')}</StatusChip>
      ),
    },
    {
      id: 'actions',
      header: t('admin:list.actions'),
      card: 'foot',
      cell: (r) => {
        const siblings = onFloor(r);
        const first = siblings[0]?.id === r.id;
        const last = siblings.at(-1)?.id === r.id;
        return (
          <div className="-my-2 flex flex-wrap gap-1">
            <Button variant="ghost" aria-label={t('admin.editOf', { name: r.nameKo })} onClick={() => setEditing(r)}>
              {t('admin:list.edit')}
            </Button>
            <Button
              variant="ghost"
              aria-label={t(r.published ? 'admin.unpublishOf' : 'admin.publishOf', { name: r.nameKo })}
              onClick={() =>
                publish.mutate(
                  { id: r.id, published: !r.published },
                  {
                    onSuccess: () =>
                      setNotice(t(r.published ? 'admin.unpublished' : 'admin.publishedNotice', { name: r.nameKo })),
                  },
                )
              }
            >
              {r.published ? t('admin.unpublish') : t('admin.publish')}
            </Button>
            <Button
              variant="ghost"
              disabled={first || order.isPending}
              aria-label={t('admin.upOf', { name: r.nameKo })}
              onClick={() => move(r, -1)}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              disabled={last || order.isPending}
              aria-label={t('admin.downOf', { name: r.nameKo })}
              onClick={() => move(r, 1)}
            >
              ↓
            </Button>
            <Button
              variant="ghost"
              className="text-danger"
              aria-label={t('admin.removeOf', { name: r.nameKo })}
              onClick={() => setRemoving(r)}
            >
              {t('admin.remove')}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <SectionTabsShell
      group="content"
      title={t('admin.title')}
      lead={t('admin.lead')}
      actions={<Button onClick={() => setCreating(true)}>{t('admin.add')}</Button>}
    >
      <div aria-live="polite" className="mb-4 empty:mb-0">
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
      </div>
      <DataTable
        caption={t('admin.caption')}
        minWidth="min-w-[52rem]"
        cards="md"
        columns={columns}
        rows={rows}
        rowKey={(r) => String(r.id)}
        loading={tenants.isFetching}
        error={tenants.isError ? t('admin:list.failed') : null}
        empty={t('admin.none')}
      />
      <RetailTenantDialog
        open={creating || editing !== null}
        tenant={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
        onSaved={(name) => {
          setNotice(t(editing ? 'admin.saved' : 'admin.created', { name }));
          setCreating(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('admin.removeTitle')}
        message={removing ? t('admin.removeMessage', { name: removing.nameKo }) : ''}
        confirmLabel={t('admin.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          const tenant = removing!;
          await remove.mutateAsync(tenant.id);
          setNotice(t('admin.removed', { name: tenant.nameKo }));
        }}
      />
    </SectionTabsShell>
  );
}
