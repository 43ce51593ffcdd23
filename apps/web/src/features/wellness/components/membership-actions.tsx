import { seoulDate } from '@tea/shared/calendar';
import { addDays } from '@tea/shared/reservations/reservation.rules';
import type { MembershipState, TransferView } from '@tea/shared/wellness/membership.responses';
import { extendedLastDay, MEMBERSHIP, type HoldingKind } from '@tea/shared/wellness/membership.rules';
import { suspensionFormSchema, transferRequestSchema } from '@tea/shared/wellness/membership.schema';
import { PT_VALID_DAYS } from '@tea/shared/wellness/pt.rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDateFormat } from '../../../shared/ui/date-time-text';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextAreaField } from '../../../shared/ui/form/text-area-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { DialogForm, FormDialog } from '../../../shared/ui/form-dialog';
import { useKrw } from '../../../shared/ui/money';
import { Panel } from '../../../shared/ui/service-page';
import { useSchemaForm } from '../../../shared/use-schema-form';
import {
  useAnswerTransfer,
  useColleagues,
  useMembership,
  useOfferTransfer,
  useSuspend,
  useTransfers,
  useWithdrawHolding,
} from '../api';

/**
 * What the panel shows of a holding: a rental's last day, or a PT package's last valid day (null
 * before its first session) and the sessions it has left.
 */
type Holding = { kind: HoldingKind; id: number; start?: string; lastDay: string | null; unit: string; sessionsLeft?: number };
type Open = 'suspend' | 'transfer' | 'withdraw' | null;

/**
 * The membership panel of a holding's page (decision 0029): its suspension and waiting transfer, and
 * Suspend / Transfer / End early, each asking in a dialog first. `onNotice` says what was done. A
 * rental's and a PT package's pages share it; the texts follow the kind.
 */
export function MembershipActions({ holding, onNotice }: { holding: Holding; onNotice: (text: string) => void }) {
  const { t } = useTranslation('wellness');
  const format = useDateFormat();
  const krw = useKrw();
  const state = useMembership(holding.kind, holding.id);
  const withdraw = useWithdrawHolding();
  const answer = useAnswerTransfer();
  const [open, setOpen] = useState<Open>(null);
  const pt = holding.kind === 'pt';
  const s = state.data;
  if (!s) return null;
  const any = s.canSuspend || s.canTransfer || s.canWithdraw || s.suspension || s.transfer;
  if (!any) return null;
  return (
    <Panel title={t('membership.title')}>
      <div className="space-y-3">
        {s.suspension && (
          <p>
            <strong className="font-bold text-navy-900">
              {t('membership.suspended', {
                start: format.date(s.suspension.start),
                end: format.date(s.suspension.lastDay),
                days: s.suspension.days,
              })}
            </strong>
            <br />
            <span className="text-muted">{t('membership.suspendedReason', { reason: s.suspension.reason })}</span>
          </p>
        )}
        {s.transfer && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-bold text-navy-900">
              {t('membership.transferPending', { name: s.transfer.to.name, loginId: s.transfer.to.loginId })}
            </p>
            <Button
              variant="secondary"
              busy={answer.isPending}
              onClick={() =>
                answer
                  .mutateAsync({ id: s.transfer!.id, answer: 'withdraw' })
                  .then(() => onNotice(t('membership.offerWithdrawn')))
                  .catch(() => undefined)
              }
            >
              {t('membership.withdrawOffer')}
            </Button>
          </div>
        )}
        {answer.error && <FormAlert>{answer.error.message}</FormAlert>}
        <div className="flex flex-wrap gap-2">
          {s.canSuspend && (
            <Button variant="secondary" onClick={() => setOpen('suspend')}>
              {t('membership.suspend')}
            </Button>
          )}
          {s.canTransfer && (
            <Button variant="secondary" onClick={() => setOpen('transfer')}>
              {t('membership.transfer')}
            </Button>
          )}
          {s.canWithdraw && (
            <Button variant="secondary" className="text-danger" onClick={() => setOpen('withdraw')}>
              {t('membership.withdraw')}
            </Button>
          )}
        </div>
      </div>
      <FormDialog
        open={open === 'suspend'}
        title={t('membership.suspendTitle', { unit: holding.unit })}
        onClose={() => setOpen(null)}
      >
        {open === 'suspend' && (
          <SuspendForm
            holding={holding}
            onClose={() => setOpen(null)}
            onDone={(lastDay, days) => {
              setOpen(null);
              onNotice(
                lastDay
                  ? t('membership.suspendDone', { date: format.date(lastDay) })
                  : t('membership.suspendDoneNone', { days: PT_VALID_DAYS + days }),
              );
            }}
          />
        )}
      </FormDialog>
      <FormDialog
        open={open === 'transfer'}
        title={t('membership.transferTitle', { unit: holding.unit })}
        onClose={() => setOpen(null)}
      >
        {open === 'transfer' && (
          <TransferForm
            holding={holding}
            onClose={() => setOpen(null)}
            onDone={(name) => {
              setOpen(null);
              onNotice(t(pt ? 'membership.transferDonePt' : 'membership.transferDone', { name }));
            }}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={open === 'withdraw'}
        title={t('membership.withdrawTitle', { unit: holding.unit })}
        message={
          s.refund.amount > 0
            ? t(pt ? 'membership.withdrawLeadPt' : 'membership.withdrawLead', {
                months: s.refund.months,
                sessions: s.refund.sessions,
                amount: krw(s.refund.amount),
              })
            : t(pt ? 'membership.withdrawNonePt' : 'membership.withdrawNone')
        }
        confirmLabel={t('membership.withdrawConfirm')}
        dismissLabel={t('membership.close')}
        onConfirm={async () => {
          const done = await withdraw.mutateAsync({ kind: holding.kind, id: holding.id });
          onNotice(t(pt ? 'membership.withdrawDonePt' : 'membership.withdrawDone', { amount: krw(done.refund) }));
        }}
        onClose={() => setOpen(null)}
      />
    </Panel>
  );
}

/** The holding's new last day after `days` of suspension, or null for a PT package before its first session. */
const lastDayAfter = (holding: Holding, days: number) => (holding.lastDay ? extendedLastDay(holding.lastDay, days) : null);

function SuspendForm({
  holding,
  onClose,
  onDone,
}: {
  holding: Holding;
  onClose: () => void;
  onDone: (lastDay: string | null, days: number) => void;
}) {
  const { t } = useTranslation('wellness');
  const format = useDateFormat();
  const suspend = useSuspend();
  const today = seoulDate();
  // A suspension starts from today, or from the holding's start when later (a PT package's first session).
  const first = holding.start && holding.start > today ? holding.start : today;
  const { field, formError, submit, formState, watch } = useSchemaForm(suspensionFormSchema, {
    defaultValues: { start: first, days: '', reason: '' },
  });
  const days = Number(watch('days'));
  const valid = Number.isInteger(days) && days >= 1 && days <= MEMBERSHIP.maxSuspensionDays;
  return (
    <DialogForm
      onSubmit={submit(async (values) => {
        await suspend.mutateAsync({ kind: holding.kind, id: holding.id, ...values });
        onDone(lastDayAfter(holding, values.days), values.days);
      })}
      formError={formError}
      submitting={formState.isSubmitting}
      lead={t(holding.kind === 'pt' ? 'membership.suspendLeadPt' : 'membership.suspendLead', {
        max: MEMBERSHIP.maxSuspensionDays,
      })}
      submitLabel={t('membership.suspendConfirm')}
      onCancel={onClose}
    >
      <TextField
        label={t('membership.start')}
        type="date"
        required
        min={first}
        max={holding.lastDay ?? undefined}
        {...field('start')}
      />
      <TextField
        label={t('membership.days', { max: MEMBERSHIP.maxSuspensionDays })}
        type="number"
        inputMode="numeric"
        required
        min={1}
        max={MEMBERSHIP.maxSuspensionDays}
        {...field('days')}
      />
      <TextAreaField
        label={t('membership.reason')}
        required
        rows={3}
        maxLength={MEMBERSHIP.reasonMaxLength}
        {...field('reason')}
      />
      <p aria-live="polite" className="font-bold text-navy-900">
        {valid &&
          (holding.lastDay
            ? t('membership.newLastDay', { date: format.date(addDays(holding.lastDay, days)) })
            : t('membership.newLastDayNone', { days: PT_VALID_DAYS + days }))}
      </p>
    </DialogForm>
  );
}

function TransferForm({ holding, onClose, onDone }: { holding: Holding; onClose: () => void; onDone: (name: string) => void }) {
  const { t } = useTranslation('wellness');
  const format = useDateFormat();
  const offer = useOfferTransfer();
  const colleagues = useColleagues(true);
  const listId = useId();
  const { field, formError, submit, formState } = useSchemaForm(transferRequestSchema, { defaultValues: { loginId: '' } });
  return (
    <DialogForm
      onSubmit={submit(async ({ loginId }) => {
        const state: MembershipState = await offer.mutateAsync({ kind: holding.kind, id: holding.id, loginId });
        onDone(state.transfer?.to.name ?? loginId);
      })}
      formError={formError}
      submitting={formState.isSubmitting}
      lead={
        holding.kind === 'pt'
          ? t('membership.transferLeadPt', {
              remaining: holding.sessionsLeft ?? 0,
              validity: holding.lastDay
                ? t('membership.validityUntil', { date: format.date(holding.lastDay) })
                : t('membership.validityFromFirst'),
            })
          : t('membership.transferLead', { lastDay: format.date(holding.lastDay ?? '') })
      }
      submitLabel={t('membership.transferConfirm')}
      onCancel={onClose}
    >
      <TextField
        label={t('membership.recipient')}
        hint={t('membership.recipientHint')}
        required
        autoComplete="off"
        list={listId}
        {...field('loginId')}
      />
      <datalist id={listId}>
        {colleagues.data?.items.map((c) => (
          <option key={c.loginId} value={c.loginId}>
            {c.name}
          </option>
        ))}
      </datalist>
    </DialogForm>
  );
}

/** Transfers offered to the person (the wellness history): accept or decline each. */
export function IncomingTransfers() {
  const transfers = useTransfers();
  return <IncomingList items={transfers.data?.incoming ?? []} />;
}

function IncomingList({ items }: { items: TransferView[] }) {
  const { t } = useTranslation('wellness');
  const format = useDateFormat();
  const answer = useAnswerTransfer();
  const [notice, setNotice] = useState<string | null>(null);
  const reply = async (offer: TransferView, to: 'accept' | 'decline') => {
    setNotice(null);
    try {
      await answer.mutateAsync({ id: offer.id, answer: to });
      const accepted = offer.kind === 'pt' ? 'membership.acceptedPt' : 'membership.accepted';
      setNotice(t(to === 'accept' ? accepted : 'membership.declined'));
    } catch {
      // The refusal shows below the list (answer.error).
    }
  };
  if (items.length === 0 && !notice && !answer.error) return null;
  return (
    <section aria-labelledby="incoming-transfers" className="rounded-lg border border-navy-200 bg-navy-50 p-4">
      <h2 id="incoming-transfers" className="text-lg font-bold text-navy-900">
        {t('membership.incomingTitle')}
      </h2>
      <div aria-live="polite">{notice && <FormAlert tone="success">{notice}</FormAlert>}</div>
      <ul className="mt-2 space-y-3">
        {items.map((offer) => (
          <li key={offer.id} className="flex flex-wrap items-center gap-3">
            <p className="grow">
              {offer.kind === 'pt'
                ? t('membership.incomingItemPt', {
                    from: offer.from.name,
                    unit: t('membership.unitPtLeft', { number: offer.number }),
                    reference: offer.reference,
                    validity: offer.lastDay
                      ? t('membership.validityUntil', { date: format.date(offer.lastDay) })
                      : t('membership.validityFromFirst'),
                  })
                : t('membership.incomingItem', {
                    from: offer.from.name,
                    unit: t(`rentals:unit.${offer.kind}`, { number: offer.number }),
                    reference: offer.reference,
                    lastDay: format.date(offer.lastDay ?? ''),
                  })}
            </p>
            <Button
              busy={answer.isPending && answer.variables?.id === offer.id && answer.variables.answer === 'accept'}
              onClick={() => void reply(offer, 'accept')}
            >
              {t('membership.accept')}
            </Button>
            <Button variant="secondary" onClick={() => void reply(offer, 'decline')}>
              {t('membership.decline')}
            </Button>
          </li>
        ))}
      </ul>
      {answer.error && <FormAlert>{answer.error.message}</FormAlert>}
    </section>
  );
}
