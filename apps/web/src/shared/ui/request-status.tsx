/** The state of a page's data request, as its status component is given it. */
export type RequestState = { isPending: boolean; isError: boolean; onRetry: () => void };

/**
 * Loading and error states of a public page's data request: a spinner while it loads (its words
 * shown, or for screen readers only), and on failure what happened with a retry. The page's own
 * namespace gives the words.
 */
export function RequestStatus({
  isPending,
  isError,
  onRetry,
  loading,
  loadingShown = false,
  errorTitle,
  errorBody,
  retry,
}: RequestState & { loading: string; loadingShown?: boolean; errorTitle: string; errorBody?: string; retry: string }) {
  if (isPending) {
    return (
      <div className="grid min-h-48 place-items-center" role="status" aria-live="polite">
        <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-4 border-navy-100 border-t-navy-700" />
        <span className={loadingShown ? 'mt-3 text-sm text-muted' : 'sr-only'}>{loading}</span>
      </div>
    );
  }
  if (!isError) return null;
  return (
    <div role="alert" className="rounded-xl border border-line bg-navy-50 p-6 text-center">
      <p className="font-semibold text-navy-900">{errorTitle}</p>
      {errorBody && <p className="mt-1 text-sm text-muted">{errorBody}</p>}
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 inline-flex h-10 items-center rounded-md bg-navy-900 px-5 text-sm font-semibold text-white hover:bg-navy-800"
      >
        {retry}
      </button>
    </div>
  );
}
