import { GENDERS } from '@tea/shared/accounts/account.rules';
import { seatCreateSchema, type AdminSeat, type AdminSeatRooms, type SeatCreate } from '@tea/shared/reservations/resource.schema';
import type { Amenity } from '@tea/shared/reservations/reservation.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { CheckboxField } from '../../../shared/ui/form/checkbox-field';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { TextField } from '../../../shared/ui/form/text-field';
import { StatusChip } from '../../../shared/ui/status-chip';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useAdminSeats, useSaveSeat } from '../api';
import { AdminPage } from '../components/admin-page';
import { SchemaDialogForm } from '../components/schema-dialog-form';

type Room = AdminSeatRooms['rooms'][number];
/** The seat being edited (with its room) or the room a seat is added to. */
type Editing = { room: Room; seat: AdminSeat | null };

/**
 * /admin/seats (issue 16, decision 0036): the seats of every seat amenity in the shared `seats` table,
 * room by room: side (the nap room's only), number, cell on the map, open or closed; edit one, add one.
 */
export default function SeatsPage() {
  const { t } = useTranslation('admin');
  const rooms = useAdminSeats();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <AdminPage title={t('seats.title')} lead={t('seats.lead')}>
      <div aria-live="polite" className="mb-4 empty:mb-0">
        {notice && <FormAlert tone="success">{notice}</FormAlert>}
      </div>
      {rooms.isError && <FormAlert>{t('list.failed')}</FormAlert>}
      <div className="space-y-10">
        {rooms.data?.rooms.map((room) => (
          <RoomSeats key={room.amenity} room={room} loading={rooms.isFetching} onEdit={(seat) => setEditing({ room, seat })} />
        ))}
      </div>
      <FormDialog
        open={editing !== null}
        title={
          editing?.seat
            ? t('seats.editTitle', { number: editing.seat.number })
            : t('seats.addTitle', { room: editing ? t(`charges.amenities.${editing.room.amenity}`) : '' })
        }
        onClose={() => setEditing(null)}
      >
        {editing && (
          <SeatForm
            editing={editing}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setNotice(editing.seat ? t('seats.saved') : t('seats.added'));
              setEditing(null);
            }}
          />
        )}
      </FormDialog>
    </AdminPage>
  );
}

function RoomSeats({ room, loading, onEdit }: { room: Room; loading: boolean; onEdit: (seat: AdminSeat | null) => void }) {
  const { t } = useTranslation('admin');
  const name = t(`charges.amenities.${room.amenity}`);
  const columns: Column<AdminSeat>[] = [
    ...(room.sides
      ? [
          {
            id: 'side',
            header: t('seats.side'),
            cell: (s: AdminSeat) => (s.gender ? t(`seats.sides.${s.gender}`) : t('seats.noSide')),
          },
        ]
      : []),
    { id: 'number', header: t('seats.number'), rowHeader: true, numeric: true, cell: (s) => s.number },
    { id: 'row', header: t('seats.row'), numeric: true, cell: (s) => s.row },
    { id: 'column', header: t('seats.column'), numeric: true, cell: (s) => s.column },
    {
      id: 'status',
      header: t('seats.status'),
      cell: (s) => <StatusChip tone={s.active ? 'good' : 'bad'}>{s.active ? t('seats.open') : t('seats.closed')}</StatusChip>,
    },
    {
      id: 'actions',
      header: t('list.actions'),
      cell: (s) => (
        <Button
          variant="ghost"
          className="-mx-2 -my-2.5"
          aria-label={`${t('seats.edit')} ${s.gender ? t(`seats.sides.${s.gender}`) : ''} ${s.number}`.replace(/\s+/g, ' ')}
          onClick={() => onEdit(s)}
        >
          {t('seats.edit')}
        </Button>
      ),
    },
  ];
  const headingId = `seats-${room.amenity}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-navy-900">
          {name}
        </h2>
        <Button variant="secondary" onClick={() => onEdit(null)}>
          {t('seats.add')}
        </Button>
      </div>
      <DataTable
        caption={t('seats.caption', { room: name })}
        captionHidden
        minWidth="min-w-[36rem]"
        columns={columns}
        rows={room.seats}
        rowKey={(s) => s.id}
        loading={loading}
        empty={t('seats.empty')}
      />
    </section>
  );
}

function SeatForm({ editing, onCancel, onSaved }: { editing: Editing; onCancel: () => void; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const { room, seat } = editing;
  const save = useSaveSeat(seat?.id ?? null);
  const last = room.seats.at(-1);
  const defaults: SeatCreate = seat
    ? {
        amenity: room.amenity as Amenity,
        gender: seat.gender,
        number: seat.number,
        row: seat.row,
        column: seat.column,
        active: seat.active,
      }
    : {
        amenity: room.amenity as Amenity,
        gender: room.sides ? (last?.gender ?? 'female') : null,
        number: (last?.number ?? 0) + 1,
        row: (last?.row ?? 0) + 1,
        column: 1,
        active: true,
      };
  const form = useSchemaForm<SeatCreate>(seatCreateSchema, { defaultValues: defaults });
  const { field, submit } = form;
  const onSubmit = submit(async (values) => {
    await save.mutateAsync(values);
    onSaved();
  });
  const number = { type: 'number', inputMode: 'numeric', min: 1 } as const;
  return (
    <SchemaDialogForm onSubmit={onSubmit} form={form} submitLabel={t('seats.save')} onCancel={onCancel}>
      {room.sides && (
        <RadioGroup
          legend={t('seats.side')}
          required
          options={GENDERS.map((g) => ({ value: g, label: t(`seats.sides.${g}`) }))}
          {...field('gender')}
        />
      )}
      <TextField label={t('seats.number')} required {...number} {...field('number', { valueAsNumber: true })} />
      <div className="grid grid-cols-2 gap-4">
        <TextField label={t('seats.row')} required {...number} {...field('row', { valueAsNumber: true })} />
        <TextField label={t('seats.column')} required {...number} {...field('column', { valueAsNumber: true })} />
      </div>
      <CheckboxField label={t('seats.open')} {...field('active')} />
    </SchemaDialogForm>
  );
}
