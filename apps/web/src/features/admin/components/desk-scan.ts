import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFreshReads } from './camera-scanner';

/** A desk's scan of a member QR: what the server answered or why it failed, from the camera or the typed code. */
export function useDeskScan<A>(
  mutate: (token: string, handlers: { onSuccess: (answer: A) => void; onError: (error: Error) => void }) => void,
) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<A | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const send = useCallback(
    (token: string) => {
      setFailure(null);
      mutate(token, {
        onSuccess: setAnswer,
        onError: (error) => {
          setAnswer(null);
          setFailure(error.message);
        },
      });
    },
    [mutate],
  );
  const onRead = useFreshReads(send);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setTypedError(t('validation:required'));
    setTypedError(null);
    send(text.trim());
  };
  return { answer, failure, text, setText, typedError, onRead, submit };
}
