import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { RatingInput } from '../../../shared/ui/rating-input';
import { useRateComplaint } from '../api';

/**
 * The answer's rating: stars (clicking the chosen star clears it to 0), then "Rate us", which asks
 * to confirm; a rating of 2 or less reopens the complaint (the dialog says so).
 */
export function ComplaintRating({ id, rating, canRate }: { id: number; rating: number | null; canRate: boolean }) {
  const { t } = useTranslation('voc');
  const rate = useRateComplaint(id);
  const [value, setValue] = useState(rating ?? 0);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <section aria-labelledby="complaint-rating" className="space-y-3 rounded-lg border border-line bg-white p-6">
      <h2 id="complaint-rating" className="text-lg font-bold text-navy-900">
        {t('thread.rating')}
      </h2>
      <RatingInput label={t('thread.rating')} value={value} onChange={setValue} disabled={!canRate} />
      {canRate && (
        <Button onClick={() => setAsking(true)} busy={rate.isPending}>
          {t('thread.rateUs')}
        </Button>
      )}
      <div aria-live="polite">{done && <FormAlert tone="success">{t('thread.rated')}</FormAlert>}</div>
      <ConfirmDialog
        open={asking}
        danger={false}
        title={t('thread.rateConfirmTitle')}
        message={t('thread.rateConfirm', { rating: value })}
        confirmLabel={t('thread.rateUs')}
        onConfirm={async () => {
          await rate.mutateAsync(value);
          setDone(true);
        }}
        onClose={() => setAsking(false)}
      />
    </section>
  );
}
