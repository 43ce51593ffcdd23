import { FormAlert } from '../../../shared/ui/form/form-alert';

/** What the last action on a back-office page did, or why it failed. */
export type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The page's notice, in a region that reads each new one out; it takes no room while empty. */
export function NoticeLine({ notice, className = 'mb-4 empty:mb-0' }: { notice: Notice; className?: string }) {
  return (
    <div aria-live="polite" className={className}>
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
    </div>
  );
}
