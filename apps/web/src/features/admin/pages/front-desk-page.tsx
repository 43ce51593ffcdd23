import { passCodeOf } from '@tea/shared/visitors/visit.rules';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { DeskVisit } from '../../../shared/ui/desk-visit';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { TextField } from '../../../shared/ui/form/text-field';
import { AdminPage } from '../components/admin-page';
import { CameraScanner, readFeedback } from '../components/camera-scanner';

/** How long the same pass held in front of the camera is not read again. */
const SAME_PASS_MS = 4000;

/** The code entry for a broken camera: the code, or the whole link, of a pass. */
function CodeEntry({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('visitors');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = passCodeOf(text);
    if (!code) return setError(text.trim() ? t('desk.notPass') : t('desk.codeRequired'));
    setError(null);
    onCode(code);
  };
  return (
    <form onSubmit={submit} noValidate className="mt-6 rounded-lg bg-navy-50 p-4">
      <h2 className="text-lg font-bold text-navy-900">{t('desk.manual')}</h2>
      <div className="mt-3">
        <TextField
          id="desk-code"
          label={t('desk.code')}
          hint={t('desk.codeHint')}
          error={error ?? undefined}
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Button type="submit" className="mt-3">
        {t('desk.lookUp')}
      </Button>
    </form>
  );
}

/**
 * /admin/front-desk: the lobby desk's scanner. The camera reads a pass's QR (the desk's link it
 * holds), beeps and buzzes, and the visit opens beside it with its check-in; a code typed does the
 * same. After a check-in the desk is ready for the next pass (the one just checked in is not read again).
 */
export default function FrontDeskPage() {
  const { t } = useTranslation('visitors');
  const [code, setCode] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [misread, setMisread] = useState(false);
  const last = useRef<{ code: string; at: number; done: boolean } | null>(null);

  const open = useCallback((next: string) => {
    last.current = { code: next, at: Date.now(), done: false };
    setNotice(null);
    setMisread(false);
    setCode(next);
  }, []);
  const onRead = useCallback(
    (text: string) => {
      const read = passCodeOf(text);
      if (!read) return setMisread(true);
      const previous = last.current;
      if (previous?.code === read && (previous.done || Date.now() - previous.at < SAME_PASS_MS)) return;
      readFeedback();
      open(read);
    },
    [open],
  );

  return (
    <AdminPage title={t('desk.title')} lead={t('desk.lead')}>
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="desk-camera">
          <h2 id="desk-camera" className="mb-3 text-lg font-bold text-navy-900">
            {t('desk.camera')}
          </h2>
          <CameraScanner onRead={onRead} />
          {misread && (
            <div className="mt-3" aria-live="polite">
              <FormAlert tone="info">{t('desk.notPass')}</FormAlert>
            </div>
          )}
          <CodeEntry onCode={open} />
        </section>
        <section aria-labelledby="desk-visit">
          <h2 id="desk-visit" className="text-lg font-bold text-navy-900">
            {t('desk.visit')}
          </h2>
          <div aria-live="polite">
            {notice && (
              <div className="mt-5">
                <FormAlert tone="success">{notice}</FormAlert>
              </div>
            )}
          </div>
          {code ? (
            <DeskVisit
              key={code}
              code={code}
              onCheckedIn={(visit) => {
                if (last.current) last.current.done = true;
                setCode(null);
                setNotice(t('desk.checkedIn', { name: visit.visitor.name }));
              }}
            >
              <Button variant="secondary" className="mt-3 w-full" onClick={() => setCode(null)}>
                {t('desk.next')}
              </Button>
            </DeskVisit>
          ) : (
            !notice && <p className="mt-5 text-[15px] text-muted">{t('desk.waiting')}</p>
          )}
        </section>
      </div>
    </AdminPage>
  );
}
