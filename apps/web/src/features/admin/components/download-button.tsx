import { useState, type ReactNode } from 'react';
import { downloadFile } from '../../../shared/download';
import { Button } from '../../../shared/ui/button';

/**
 * A back-office export: downloads `path` (saved as the server's name, else `name`), busy meanwhile;
 * the page hears of the start, the end and a failure (to say so in its notice).
 */
export function DownloadButton({
  path,
  name,
  children,
  busyLabel,
  onStart,
  onDone,
  onError,
}: {
  path: string;
  name: string;
  children: ReactNode;
  busyLabel?: string;
  onStart?: () => void;
  onDone?: () => void;
  onError: (error: unknown) => void;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    onStart?.();
    try {
      await downloadFile(path, name);
      onDone?.();
    } catch (e) {
      onError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} onClick={() => void download()}>
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
