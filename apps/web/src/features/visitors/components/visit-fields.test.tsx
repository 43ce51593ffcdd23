import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  memberVisitRequestSchema,
  type MemberVisitRequest,
  type MemberVisitRequestInput,
} from '@tea/shared/visitors/visit.schema';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import visitorsEn from '../../../../../../packages/i18n/locales/en/visitors.json';
import visitorsKo from '../../../../../../packages/i18n/locales/ko/visitors.json';
import { ApiError } from '../../../shared/api-client';
import { pinJourneyMorning } from '../../../shared/test-clock';
import { testI18n } from '../../../shared/test-i18n';
import { useSchemaForm } from '../../../shared/use-schema-form';
import type { VisitCreated } from '../api';
import { blankVisitor, PersonInChargeFields, VISIT_FORM_FIELDS, VisitorRows } from './visit-fields';
import { useVisitFlow, VisitConfirmDialog, VisitSubmit } from './visit-flow';

pinJourneyMorning();
afterEach(cleanup);

/** A registration form as the member's page builds it, with `save` in place of the API. */
function Registration({ save }: { save: (values: MemberVisitRequest) => Promise<VisitCreated> }) {
  const form = useSchemaForm<MemberVisitRequestInput, MemberVisitRequest>(memberVisitRequestSchema, {
    defaultValues: {
      personInCharge: { name: 'Kim Minsu', building: 'A', floor: 12 },
      visitors: [blankVisitor({ visitedPerson: 'Kim Minsu', building: 'A', qrLang: 'en' })],
    },
    fields: VISIT_FORM_FIELDS,
  });
  const flow = useVisitFlow(form, save, VISIT_FORM_FIELDS);
  if (flow.created) return <p role="status">Registered {flow.created.references.join(', ')}</p>;
  return (
    <form noValidate onSubmit={flow.onSubmit}>
      <PersonInChargeFields form={form} floors={[12, 14]} company={<p>ACME Korea</p>} />
      <VisitorRows form={form} />
      <VisitSubmit label="Apply" error={form.formError} />
      <VisitConfirmDialog flow={flow} editing={false} count={form.getValues('visitors').length} />
    </form>
  );
}

async function renderForm(
  save = vi.fn(async (_values: MemberVisitRequest): Promise<VisitCreated> => ({
    registrationId: 1,
    references: [],
    status: 'approved',
  })),
  lang: 'ko' | 'en' = 'en',
) {
  const i18n = await testI18n(lang);
  i18n.addResourceBundle('en', 'visitors', visitorsEn);
  i18n.addResourceBundle('ko', 'visitors', visitorsKo);
  render(
    <I18nextProvider i18n={i18n}>
      <Registration save={save} />
    </I18nextProvider>,
  );
  return save;
}

/** A field of visitor row `n` (from 1) by its label; required labels end in a hidden "*". */
const rowField = (n: number, label: string) =>
  within(screen.getByRole('group', { name: `Visitor ${n}` })).getByLabelText(new RegExp(`^${label}\\*?$`)) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const leave = (input: HTMLElement) => fireEvent.blur(input);

/** Fills visitor row `n` with a valid visit (a business day ahead, in office hours). */
function fillVisitor(n: number, name: string) {
  type(rowField(n, 'Visitor name'), name);
  type(rowField(n, 'Company name'), 'Blue Ocean');
  type(rowField(n, 'Mobile'), '010-1234-5678');
  type(rowField(n, 'Visit date'), '2026-12-01');
  type(rowField(n, 'Visit time'), '10:00');
  type(rowField(n, 'Purpose of visit'), 'Contract review');
}

describe('the visitor registration form', () => {
  it('says what a field needs as the person leaves it, before anything is submitted', async () => {
    await renderForm();
    leave(rowField(1, 'Visitor name'));
    expect(await screen.findByText("Please enter the visitor's name.")).toBeTruthy();
    type(rowField(1, 'Visitor name'), 'Park Jiwoo');
    await waitFor(() => expect(screen.queryByText("Please enter the visitor's name.")).toBeNull());
  });

  it('shows the visit-time rules on the field as soon as date and time are there', async () => {
    await renderForm();
    type(rowField(1, 'Visit date'), '2026-12-01');
    type(rowField(1, 'Visit time'), '07:30');
    leave(rowField(1, 'Visit time'));
    expect(await screen.findByText('Please choose a visit time between 08:00 and 19:00.')).toBeTruthy();
    // Earlier today than now (09:30 in Seoul): passed.
    type(rowField(1, 'Visit date'), '2026-11-24');
    type(rowField(1, 'Visit time'), '09:00');
    expect(await screen.findByText('This time has already passed. Please choose another time.')).toBeTruthy();
    // More than three months ahead: outside the window, under the date.
    type(rowField(1, 'Visit date'), '2027-03-01');
    type(rowField(1, 'Visit time'), '10:00');
    expect(await screen.findByText('Please choose a visit date from today up to 3 months ahead.')).toBeTruthy();
    expect(rowField(1, 'Visit date').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for an e-mail or a mobile number, and takes either', async () => {
    const save = await renderForm();
    fillVisitor(1, 'Park Jiwoo');
    type(rowField(1, 'Mobile'), '');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(await screen.findByText('A visitor needs at least one of email or mobile.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(save).not.toHaveBeenCalled();
    type(rowField(1, 'E-mail'), 'park@example.com');
    await waitFor(() => expect(screen.queryByText('A visitor needs at least one of email or mobile.')).toBeNull());
  });

  it('copies the first visit to a new row, and refuses a sixth visitor', async () => {
    await renderForm();
    fillVisitor(1, 'Park Jiwoo');
    fireEvent.click(screen.getByRole('button', { name: 'Add a visitor' }));
    expect(rowField(2, 'Visitor name').value).toBe('');
    expect(rowField(2, 'Visit date').value).toBe('2026-12-01');
    expect(rowField(2, 'Visit time').value).toBe('10:00');
    expect(rowField(2, 'Purpose of visit').value).toBe('Contract review');
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Add a visitor' }));
    expect(screen.getAllByRole('group', { name: /^Visitor \d$/ })).toHaveLength(5);
    expect(screen.queryByText('You can register up to 5 visitors at a time.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a visitor' }));
    expect(screen.getAllByRole('group', { name: /^Visitor \d$/ })).toHaveLength(5);
    expect(screen.getByRole('alert').textContent).toBe('You can register up to 5 visitors at a time.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove visitor 5' }));
    expect(screen.getAllByRole('group', { name: /^Visitor \d$/ })).toHaveLength(4);
  }, 20_000); // five rows of eleven fields: slow on a shared 2-core machine

  it('asks before applying, then saves what was entered', async () => {
    const save = await renderForm(
      vi.fn(async (_values: MemberVisitRequest) => ({
        registrationId: 7,
        references: ['VS-20261124-0001'],
        status: 'approved' as const,
      })),
    );
    fillVisitor(1, 'Park Jiwoo');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for the visit reservation' });
    expect(dialog.textContent).toContain('Do you want to apply for the visit reservation of 1 visitor?');
    expect(save).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' })));
    expect(save).toHaveBeenCalledOnce();
    expect(save.mock.calls[0]![0]).toMatchObject({
      personInCharge: { name: 'Kim Minsu', building: 'A', floor: 12 },
      visitors: [{ name: 'Park Jiwoo', mobile: '010-1234-5678', date: '2026-12-01', time: '10:00', durationMinutes: 60 }],
    });
    expect(screen.getByRole('status').textContent).toBe('Registered VS-20261124-0001');
  });

  it("puts the server's message on the row's field and keeps what was typed", async () => {
    await renderForm(
      vi.fn(async () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid Input', { 'visitors.0.time': 'This time has already passed.' });
      }),
    );
    fillVisitor(1, 'Park Jiwoo');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Apply' })));
    expect(await screen.findByText('This time has already passed.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rowField(1, 'Visitor name').value).toBe('Park Jiwoo');
  });

  it('speaks Korean', async () => {
    await renderForm(undefined, 'ko');
    expect(screen.getByRole('group', { name: '방문객 1' })).toBeTruthy();
    fireEvent.blur(within(screen.getByRole('group', { name: '방문객 1' })).getByLabelText(/^방문객 이름/));
    expect(await screen.findByText('방문자 이름을 입력해 주세요.')).toBeTruthy();
  });
});
