import {
  acceptOf,
  formatBytes,
  typeLabels,
  UPLOAD_TYPES,
  uploadProblem,
  uploadRule,
  uploadTypeOfMime,
  uploadTypeOfName,
  type UploadPurpose,
} from '@tea/shared/uploads/upload.rules';
import type { Upload } from '@tea/shared/uploads/upload.schema';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client';
import { uploadFile, type UploadFunction } from '../uploads';
import { describedBy, Field } from './form/field';

/** The kind a chosen file says it is: its MIME type when the browser knows one, else its extension. */
const declaredType = (file: File) => uploadTypeOfMime(file.type) ?? uploadTypeOfName(file.name);

/**
 * One file for a use of the upload registry (DESIGN.md §10 FileDrop): a labelled file input that also
 * takes a dropped file, with the use's limits shown before anything is chosen. A file that is too
 * large, empty or of another kind is refused on the device with a message naming the field, and never
 * sent; an accepted one is uploaded at once and reported to the form with `onChange` (null when
 * removed). An image is previewed from the device (the object URL is freed when it changes or the
 * field goes away). The input itself takes the keyboard focus, with a visible ring on the drop zone.
 */
export function FileDrop({
  purpose,
  label,
  value,
  onChange,
  error,
  required,
  disabled,
  upload = uploadFile,
}: {
  purpose: UploadPurpose;
  label: string;
  value: Upload | null;
  onChange: (value: Upload | null) => void;
  /** The form's own message for the field (e.g. required). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  upload?: UploadFunction;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const running = useRef<AbortController | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const rule = uploadRule(purpose);
  const size = formatBytes(rule.maxBytes);
  const types = typeLabels(purpose);

  // The preview's object URL is freed when another takes its place, and when the field goes away.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);
  // Leaving stops an upload under way.
  useEffect(() => () => running.current?.abort(), []);

  const clear = () => {
    running.current?.abort();
    setPreview(null);
    setBusy(null);
    if (input.current) input.current.value = '';
  };

  const take = async (file: File | undefined) => {
    if (!file) return;
    clear();
    const found = uploadProblem(purpose, { size: file.size, type: declaredType(file) });
    if (found) {
      setProblem(t(`fileDrop.${found}`, { field: label, size, types }));
      onChange(null);
      return;
    }
    setProblem(null);
    const image = UPLOAD_TYPES[declaredType(file)!].image;
    if (image) setPreview(URL.createObjectURL(file));
    const controller = new AbortController();
    running.current = controller;
    setBusy(file.name);
    try {
      const uploaded = await upload(purpose, file, controller.signal);
      if (controller.signal.aborted) return;
      onChange(uploaded);
    } catch (err) {
      if (controller.signal.aborted) return;
      setPreview(null);
      setProblem(err instanceof ApiError ? err.message : t('fileDrop.failed', { field: label }));
      onChange(null);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setBusy(null);
      }
    }
  };

  const remove = () => {
    clear();
    setProblem(null);
    onChange(null);
    input.current?.focus();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void take(event.dataTransfer.files[0]);
  };

  const hint = rule.imageBox
    ? `${t('fileDrop.limits', { types, size })} ${t('fileDrop.resized', { width: rule.imageBox.width, height: rule.imageBox.height })}`
    : t('fileDrop.limits', { types, size });
  const shownError = problem ?? error;
  // A form reset (the value back to null) hides the preview too.
  const shownPreview = busy || value ? preview : null;

  return (
    <Field id={id} label={label} required={required} hint={hint} error={shownError}>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className="mt-1"
      >
        <input
          ref={input}
          id={id}
          type="file"
          accept={acceptOf(purpose)}
          disabled={disabled}
          aria-required={required || undefined}
          {...describedBy(id, { hint, error: shownError })}
          onChange={(event) => void take(event.target.files?.[0])}
          className="peer sr-only"
        />
        {/* The zone only shows the input (which has the focus and the name) and opens it on a click. */}
        <div
          aria-hidden="true"
          onClick={() => input.current?.click()}
          className={`flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed px-4 py-4 text-center peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-navy-800 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 ${
            dragging ? 'border-navy-800 bg-navy-50' : shownError ? 'border-danger' : 'border-line bg-white'
          }`}
        >
          <span className="font-bold text-navy-900 underline underline-offset-4">{t('fileDrop.choose')}</span>
          <span className="text-sm text-muted">{t('fileDrop.dropHere')}</span>
        </div>
      </div>
      {(busy || value) && (
        <div className="mt-2 flex items-center gap-3 rounded-md border border-line bg-white p-2">
          {shownPreview && (
            <img
              src={shownPreview}
              alt={t('fileDrop.preview', { name: busy ?? value?.name })}
              className="size-16 shrink-0 rounded object-cover"
            />
          )}
          <p className="min-w-0 flex-1 truncate text-sm text-ink">
            {busy ? t('fileDrop.uploading', { name: busy }) : `${value!.name} · ${formatBytes(value!.size)}`}
          </p>
          {!busy && value && (
            <button
              type="button"
              onClick={remove}
              disabled={disabled}
              className="min-h-11 shrink-0 rounded-md px-3 font-bold text-navy-800 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-navy-800"
            >
              {t('fileDrop.remove', { name: value.name })}
            </button>
          )}
        </div>
      )}
      <span className="sr-only" aria-live="polite">
        {busy ? t('fileDrop.uploading', { name: busy }) : value ? t('fileDrop.uploaded', { name: value.name }) : ''}
      </span>
    </Field>
  );
}
