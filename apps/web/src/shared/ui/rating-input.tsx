import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A 0–5 rating (spec: max 5, step 1) as a radio group of stars (DESIGN.md §10 RatingInput): click a
 * star to choose it; with `clearable`, clicking the chosen star again clears the rating to 0. By
 * keyboard: the arrows move the choice, Home and End go to the first and last star, and Space or
 * Enter on the chosen star clears it when clearable. One star is in the tab order at a time.
 */
export function RatingInput({
  label,
  value,
  onChange,
  max = 5,
  clearable = true,
  disabled = false,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  max?: number;
  clearable?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('common');
  const stars = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (n: number) => {
    const next = Math.max(0, Math.min(max, n));
    onChange(next);
    stars.current[Math.max(1, next) - 1]?.focus();
  };
  const press = (n: number) => (clearable && n === value ? onChange(0) : onChange(n));
  return (
    <div role="radiogroup" aria-label={label} aria-disabled={disabled || undefined} className="inline-flex gap-1">
      {Array.from({ length: max }, (_, i) => {
        const n = i + 1;
        const on = n <= value;
        return (
          <button
            key={n}
            ref={(el) => {
              stars.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={n === value}
            aria-label={t('rating.stars', { count: n })}
            // The chosen star takes the tab stop; with no rating yet, the first one does.
            tabIndex={n === Math.max(1, value) ? 0 : -1}
            disabled={disabled}
            onClick={() => press(n)}
            onKeyDown={(e) => {
              const moves: Record<string, number> = {
                ArrowRight: value + 1,
                ArrowUp: value + 1,
                ArrowLeft: value - 1,
                ArrowDown: value - 1,
                Home: 1,
                End: max,
              };
              if (e.key in moves) {
                e.preventDefault();
                choose(moves[e.key]!);
              }
            }}
            className="grid size-11 place-items-center rounded-md text-3xl leading-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-navy-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <span aria-hidden="true" className={on ? 'text-[#b7791f]' : 'text-[#6b7280]'}>
              {on ? '★' : '☆'}
            </span>
          </button>
        );
      })}
      <span className="sr-only" aria-live="polite">
        {t('rating.value', { value, max })}
      </span>
    </div>
  );
}
