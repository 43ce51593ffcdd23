import type { ReactNode } from 'react';
import { FormAlert } from './form/form-alert';
import { Panel } from './service-page';

/**
 * The seat's panel of a seat booking (the nap room, the refresh lounge, a golf bay, a fitness seat):
 * the map once a time is picked (else `hint`), a failure to load it, and the seat field's message.
 */
export function SeatPanel({
  title,
  hidden,
  map,
  hint,
  failure,
  error,
}: {
  title: string;
  /** The form's hidden seat input, when it sits in the panel. */
  hidden?: ReactNode;
  map: ReactNode | null;
  hint: string;
  failure?: string;
  error: string | undefined;
}) {
  return (
    <Panel level={3} title={title}>
      {hidden}
      {failure && <FormAlert>{failure}</FormAlert>}
      {map ?? <p className="text-sm text-muted">{hint}</p>}
      {error && (
        <p className="mt-2 text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </Panel>
  );
}
