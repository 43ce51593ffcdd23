import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../shared/download';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form/form-alert';

/** The tenant manager's Excel file of the company's charges of `month` (the server keeps it to their company). */
export function ChargesDownload({ month }: { month: string }) {
  const { t } = useTranslation('reservations');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const name = `charges-${month}.xlsx`;
  const download = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await downloadFile(`/company/charges.xlsx?month=${month}`, name, 'v2');
      setNotice({ tone: 'success', text: t('charges.downloaded', { name }) });
    } catch (e) {
      setNotice({ tone: 'error', text: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <Button variant="secondary" busy={busy} disabled={!/^\d{4}-\d{2}$/.test(month)} onClick={() => void download()}>
        {busy ? t('charges.downloading') : t('charges.download')}
      </Button>
      <div aria-live="polite">{notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}</div>
    </div>
  );
}
