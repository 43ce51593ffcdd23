import { normalizeLang } from '@tea/i18n';
import { VISITORS_PER_GROUP_MAX, type VisitBuilding } from '@tea/shared/visitors/visit.rules';
import {
  visitorSchema,
  type MemberVisitRequestInput,
  type VisitorInput,
  type VisitSheet,
  type VisitSheetColumn,
} from '@tea/shared/visitors/visit.schema';
import type { Upload } from '@tea/shared/uploads/upload.schema';
import { useEffect, useState } from 'react';
import { useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api-client';
import { downloadFile } from '../../../shared/download';
import type { UploadFunction } from '../../../shared/uploads';
import { Button } from '../../../shared/ui/button';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { FileDrop } from '../../../shared/ui/file-drop';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { Panel } from '../../../shared/ui/service-page';
import { groupTemplatePath } from '../api';
import { NOT_CHOSEN, timeProblemOf, type VisitForm } from './visit-fields';

type SheetProblem = VisitSheet['problems'][number];
type SheetRow = VisitSheet['rows'][number];

/** Each column of the sheet by the label of its field in the rows (`visitors` namespace). */
export const SHEET_COLUMN_LABELS: Record<VisitSheetColumn, string> = {
  name: 'form.visitorName',
  company: 'form.visitorCompany',
  email: 'form.email',
  mobile: 'form.mobile',
  date: 'form.date',
  time: 'form.time',
  durationMinutes: 'form.duration',
  purpose: 'form.purpose',
  visitedPerson: 'form.visitedPerson',
  building: 'form.building',
  qrLang: 'form.qrLang',
};

/** A row of the sheet as a row of the form, as typed (what is wrong stays wrong, for the person to fix). */
export function sheetVisitor({ row: _row, durationMinutes, building, qrLang, ...text }: SheetRow): VisitorInput {
  return {
    ...text,
    durationMinutes: durationMinutes ?? NOT_CHOSEN,
    building: building as VisitBuilding,
    qrLang: qrLang as VisitorInput['qrLang'],
  };
}

/** A problem of the sheet still there: its row in the file, the form row it is now, the column, and its message (an i18n key). */
export interface OpenProblem {
  row: number;
  index: number;
  column: VisitSheetColumn;
  message: string;
}

/**
 * The problems of a sheet that the rows still have: each is checked again, on the row it became
 * (`origins`: the file's row number of each form row, null for a row typed in), with the same schema
 * and visit-time rule the server read it with. A cell fixed, or its row removed, leaves the list.
 */
export function openProblems(
  problems: readonly SheetProblem[],
  origins: readonly (number | null)[],
  visitors: readonly Partial<VisitorInput>[],
): OpenProblem[] {
  const open: OpenProblem[] = [];
  for (const { row, column } of problems) {
    const index = origins.indexOf(row);
    const visitor = visitors[index];
    if (index < 0 || !visitor) continue;
    const parsed = visitorSchema.safeParse(visitor);
    const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === column);
    const rule = column === 'date' || column === 'time' ? timeProblemOf(visitor) : null;
    const message = issue?.message ?? (rule?.field === column ? rule.key : null);
    if (message) open.push({ row, index, column, message });
  }
  return open;
}

/**
 * What the page keeps of an uploaded sheet beside the form: where each row came from, and the
 * problems read. `importSheet` puts the sheet's rows in place of the form's (the person in charge
 * stays) and each problem on its field, as touched, so a fix is checked as it is typed.
 */
export function useGroupSheet(form: VisitForm) {
  const [origins, setOrigins] = useState<(number | null)[]>(() => form.getValues('visitors').map(() => null));
  const [sheet, setSheet] = useState<VisitSheet | null>(null);
  const { getValues, setValue, setError } = form; // react-hook-form's own: the same on every render

  // Once the new rows are on screen (and their fields registered), each problem goes on its field.
  useEffect(() => {
    if (!sheet) return;
    for (const { row, column, message } of sheet.problems) {
      const index = sheet.rows.findIndex((r) => r.row === row);
      if (index < 0) continue;
      const name = `visitors.${index}.${column}` as Path<MemberVisitRequestInput>;
      setValue(name, getValues(name), { shouldTouch: true });
      setError(name, { type: 'server', message });
    }
  }, [sheet, getValues, setValue, setError]);

  return {
    origins,
    sheet,
    importSheet(read: VisitSheet) {
      form.reset({ personInCharge: form.getValues('personInCharge'), visitors: read.rows.map(sheetVisitor) });
      setOrigins(read.rows.map((r) => r.row));
      setSheet(read);
    },
    onAdded: () => setOrigins((o) => [...o, null]),
    onRemoved: (index: number) => setOrigins((o) => o.filter((_, i) => i !== index)),
  };
}

/**
 * The problems of an uploaded sheet still to fix, in a table beside the rows: the file's row, the
 * column (a button to its field) and what is wrong. Each leaves the table as its cell is fixed.
 */
export function SheetProblems({
  form,
  problems,
  origins,
}: {
  form: VisitForm;
  problems: readonly SheetProblem[];
  origins: readonly (number | null)[];
}) {
  const { t } = useTranslation('visitors');
  const visitors = useWatch({ control: form.control, name: 'visitors' });
  const open = openProblems(problems, origins, visitors ?? []);
  const label = (column: VisitSheetColumn) => t(SHEET_COLUMN_LABELS[column]);
  const goTo = (p: OpenProblem) => form.setFocus(`visitors.${p.index}.${p.column}`);

  const columns: Column<OpenProblem>[] = [
    { id: 'row', header: t('group.columns.row'), rowHeader: true, className: 'tabular-nums', cell: (p) => p.row },
    {
      id: 'column',
      header: t('group.columns.column'),
      cell: (p) => (
        <Button
          variant="ghost"
          className="-mx-2 -my-2.5 text-left"
          aria-label={t('group.goTo', { row: p.row, column: label(p.column) })}
          onClick={() => goTo(p)}
        >
          {label(p.column)}
        </Button>
      ),
    },
    { id: 'problem', header: t('group.columns.problem'), cell: (p) => t(p.message) },
  ];

  return (
    <Panel title={t('group.problemsTitle')}>
      <p className="mb-3 text-sm font-semibold text-navy-900" role="status">
        {open.length > 0 ? t('group.problemsLeft', { count: open.length }) : t('group.allFixed')}
      </p>
      {open.length > 0 && (
        <DataTable
          caption={t('group.problemsCaption')}
          columns={columns}
          rows={open}
          rowKey={(p) => `${p.row}-${p.column}`}
          empty={t('group.allFixed')}
          minWidth="min-w-0"
        />
      )}
    </Panel>
  );
}

/** How a read went, for the line under the file: how many visitors, and how many problems. */
function readSummary(sheet: VisitSheet) {
  return { visitors: sheet.rows.length, problems: sheet.problems.length };
}

/**
 * Registering from a file: the sample to download in the page's language, and the file (.xlsx or
 * .csv, through the upload module), read at once by the server (`read`), which saves nothing. A
 * sheet it refuses whole (not the sample, empty, past 20 visitors) says why on the file's field and
 * leaves the rows as they were; one it reads goes to `onRead`, problems and all.
 */
export function GroupSheetFile({
  read,
  onRead,
  upload,
}: {
  read: (uploadId: string) => Promise<VisitSheet>;
  onRead: (sheet: VisitSheet) => void;
  /** The upload (tests give their own). */
  upload?: UploadFunction;
}) {
  const { t, i18n } = useTranslation('visitors');
  const lang = normalizeLang(i18n.language);
  const [file, setFile] = useState<Upload | null>(null);
  const [reading, setReading] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [summary, setSummary] = useState<ReturnType<typeof readSummary> | null>(null);
  const [templateError, setTemplateError] = useState<string | null>(null);

  const take = async (uploaded: Upload | null) => {
    setFile(uploaded);
    setRefusal(undefined);
    setSummary(null);
    if (!uploaded) return;
    setReading(true);
    try {
      const sheet = await read(uploaded.id);
      setSummary(readSummary(sheet));
      onRead(sheet);
    } catch (error) {
      setRefusal(error instanceof ApiError ? (error.fields.file ?? error.message) : t('group.readFailed'));
    } finally {
      setReading(false);
    }
  };

  const template = () => {
    setTemplateError(null);
    downloadFile(groupTemplatePath(lang), `visitors-${lang}.xlsx`).catch(() => setTemplateError(t('group.templateFailed')));
  };

  return (
    <Panel title={t('group.sheetTitle')}>
      <p className="text-[15px] text-ink">{t('group.sheetLead', { max: VISITORS_PER_GROUP_MAX })}</p>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button variant="secondary" onClick={template}>
          {t('group.template')}
        </Button>
        <span className="text-sm text-muted">{t('group.templateNote')}</span>
      </div>
      {templateError && (
        <div className="mt-3">
          <FormAlert>{templateError}</FormAlert>
        </div>
      )}
      <div className="mt-5">
        <FileDrop
          purpose="visitor-sheet"
          label={t('group.file')}
          value={file}
          onChange={(value) => void take(value)}
          error={refusal}
          disabled={reading}
          upload={upload}
        />
      </div>
      <div aria-live="polite">
        {reading && <p className="text-sm text-muted">{t('group.reading')}</p>}
        {summary && (
          <FormAlert tone={summary.problems > 0 ? 'error' : 'success'}>
            {t('group.imported', { count: summary.visitors })}{' '}
            {summary.problems > 0 ? t('group.problemsFound', { count: summary.problems }) : t('group.allValid')}
          </FormAlert>
        )}
      </div>
    </Panel>
  );
}
